// Every route path of spec §2 in one typed object, and each role's home.
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
} as const;

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

/**
 * Where a person's app starts (spec §2): `/`, after login and the header's back arrow with no page
 * of the app behind it all go here. The one place that decides a role's home.
 */
export function homeFor(session: Session | undefined): string {
  if (session?.kind === 'guest') return paths.guestShifts;
  if (session?.kind === 'user') return paths.shifts;
  return paths.login;
}

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
