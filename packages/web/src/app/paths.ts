// Every route path of spec §2 in one typed object, each role's home, and which menu item is active.
import { ADMIN_MENU, type AdminMenuKey, isAdmin, readOrAbove } from '@tuura/domain/permissions';
import type { Session } from '../api/session.ts';

export const paths = {
  home: '/',
  login: '/auth/login',
  forgotPassword: '/auth/forgot-password',
  resetPassword: (token = ':token') => `/auth/reset-password/${token}`,
  manageLogin: '/manage/login',
  shifts: '/shifts',
  addShifts: '/add-shifts',
  marketplace: '/shift-marketplace',
  files: (context = 'my-files') => `/files/${context}`,
  compensation: '/compensation',
  profile: '/profile',
  polls: '/polls',
  instructions: '/instructions',
  notifications: '/notifications',
  guestShifts: '/guest-user',
  guestProfile: '/guest-user/profile',
  /** The admin overview: the counts that need action (not in spec §2; docs/decisions/071). */
  adminHome: '/admin',
  /** Planning (spec §2), the home of an admin who may read shifts (UI.md; docs/decisions/098). */
  planning: '/admin/shifts/planning',
  /** Where Tuura's OpenID provider asks the signed-in user to allow a partner tool (decision 122). */
  oauthConsent: (uid = ':uid') => `/oauth/consent/${uid}`,
} as const;

/** An admin menu page's path (ADMIN_MENU holds them with the access each needs). */
export const adminMenuPath = (key: AdminMenuKey): string =>
  ADMIN_MENU.find((item) => item.key === key)?.path ?? paths.adminHome;

/**
 * Where a role starts (spec §2): after login without a return path, on `/`, and for the header's
 * back arrow with no page of the app behind it. The one place that decides a role's home: an admin
 * who may read shifts gets planning (UI.md: "the planning grid is the admin's home"), any other
 * admin the admin overview, a worker my shifts.
 */
export function homeFor(session: Session | undefined): string {
  if (session?.kind === 'guest') return paths.guestShifts;
  if (session?.kind !== 'user') return paths.login;
  const { permissions } = session.user;
  if (readOrAbove(permissions, 'shifts')) return paths.planning;
  return isAdmin(permissions) ? paths.adminHome : paths.shifts;
}

/** Whether `pathname` is `path` or a page under it. */
const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Admin pages: no floating start/end button there (it is a worker's tool). */
export const isAdminPath = (pathname: string) => isWithin(pathname, paths.adminHome);

/** Menu paths that stand for a whole section: files' other contexts and folders are files too. */
const SECTION_OF: Record<string, string> = { [paths.files()]: '/files' };

/**
 * The one menu path that is active for `pathname`: an exact match, else the longest one whose
 * path (or section) the location continues (`/admin/shifts/planning` is planning, not also shifts).
 */
export function activeMenuPath(pathname: string, menuPaths: readonly string[]): string | undefined {
  return menuPaths
    .filter((path) => isWithin(pathname, SECTION_OF[path] ?? path))
    .sort((a, b) => b.length - a.length)[0];
}

/** Worker menu entries in order; `key` names the i18n label `nav.<key>`. */
export const WORKER_MENU = [
  { key: 'shifts', path: paths.shifts },
  { key: 'addShifts', path: paths.addShifts },
  { key: 'marketplace', path: paths.marketplace },
  { key: 'files', path: paths.files() },
  { key: 'compensation', path: paths.compensation },
  { key: 'polls', path: paths.polls },
  { key: 'instructions', path: paths.instructions },
  { key: 'profile', path: paths.profile },
] as const;

/** The login page, returning to `original` after login. */
export const loginPathFor = (original: string) => `${paths.login}?p=${encodeURIComponent(original)}`;

/**
 * Only a path of this site is followed after login (no open redirect): one leading slash, and
 * still this origin once the browser has read it (`/\evil.example`, a tab or newline inside).
 */
export function safeReturnPath(p: string | null): string | null {
  if (!p || !/^\/(?![/\\])/.test(p)) return null;
  try {
    return new URL(p, location.origin).origin === location.origin ? p : null;
  } catch {
    return null;
  }
}
