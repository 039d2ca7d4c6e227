// The permission model of spec §6: levels per area, the five checks, menu visibility and
// what each route needs. Server guards and web menus both read this file.
import { PERMISSION_AREAS, type PermissionArea, type PermissionLevel } from './enums.ts';

export type Permissions = Partial<Record<PermissionArea, PermissionLevel>>;

const levelOf = (permissions: Permissions | undefined, area: PermissionArea): PermissionLevel =>
  permissions?.[area] ?? 'none';

/** has-edit: level all. */
export const hasEdit = (p: Permissions | undefined, area: PermissionArea) => levelOf(p, area) === 'all';
/** read-or-above: read or all. */
export const readOrAbove = (p: Permissions | undefined, area: PermissionArea) => levelOf(p, area) !== 'none';
/** read: exactly read. */
export const readOnly = (p: Permissions | undefined, area: PermissionArea) => levelOf(p, area) === 'read';
/** read-or-below: read or none. */
export const readOrBelow = (p: Permissions | undefined, area: PermissionArea) => levelOf(p, area) !== 'all';
/** Any admin role: read or above in any area. */
export const isAdmin = (p: Permissions | undefined) => PERMISSION_AREAS.some((a) => readOrAbove(p, a));

/** Whether a holder of `p` satisfies a requirement of `level` in `area`. */
export function meetsLevel(p: Permissions | undefined, area: PermissionArea, level: 'read' | 'all') {
  return level === 'all' ? hasEdit(p, area) : readOrAbove(p, area);
}

/** Every area at one level: handy for seeds and tests. */
export const allAreasAt = (level: PermissionLevel): Permissions =>
  Object.fromEntries(PERMISSION_AREAS.map((a) => [a, level])) as Permissions;

/** Admin menu entries with their route and the areas that must all be read-or-above. */
export const ADMIN_MENU = [
  { key: 'shifts', path: '/admin/shifts', areas: ['shifts'] },
  { key: 'planning', path: '/admin/shifts/planning', areas: ['shifts'] },
  { key: 'templates', path: '/admin/shift-templates', areas: ['shiftTemplates'] },
  { key: 'suggestions', path: '/admin/suggestions', areas: ['shifts'] },
  { key: 'stamps', path: '/admin/stamps', areas: ['shifts'] },
  { key: 'skills', path: '/admin/skills', areas: ['skills'] },
  { key: 'customers', path: '/admin/customers', areas: ['departments'] },
  { key: 'bills', path: '/admin/bills', areas: ['shifts', 'billing', 'departments'] },
  { key: 'business', path: '/admin/business', areas: ['shifts', 'billing', 'compensation'] },
  { key: 'reports', path: '/admin/reports', areas: ['users'] },
  { key: 'alerts', path: '/admin/alerts', areas: ['users'] },
  { key: 'users', path: '/admin/users', areas: ['users'] },
  { key: 'groups', path: '/admin/groups', areas: ['users'] },
  { key: 'guestUsers', path: '/admin/guest-users', areas: ['users'] },
  { key: 'organization', path: '/admin/organization', areas: ['organization'] },
  { key: 'integrations', path: '/admin/integrations', areas: ['developer'] },
] as const satisfies readonly { key: string; path: string; areas: readonly PermissionArea[] }[];

export type AdminMenuKey = (typeof ADMIN_MENU)[number]['key'];

/** The admin menu entries a holder of `p` sees, in menu order. */
export const visibleAdminMenu = (p: Permissions | undefined) =>
  ADMIN_MENU.filter((item) => item.areas.every((area) => readOrAbove(p, area)));

/** Data the client may load for an admin (spec §6, "Other"). */
export const canLoadCustomers = (p: Permissions | undefined) =>
  readOrAbove(p, 'shifts') || readOrAbove(p, 'shiftTemplates') || readOrAbove(p, 'departments');
export const canLoadSkills = (p: Permissions | undefined) => readOrAbove(p, 'skills');
export const canPollUnhandledCounts = (p: Permissions | undefined) => readOrAbove(p, 'shifts');

/**
 * What a route needs. `user` is any signed-in person (worker, admin or guest user);
 * `worker` is a normal user login (admins are users too); `guest` a guest-user login only.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'worker' }
  | { kind: 'guest' }
  | { kind: 'admin'; area: PermissionArea; level: 'read' | 'all' };

export const access = {
  public: { kind: 'public' },
  user: { kind: 'user' },
  worker: { kind: 'worker' },
  guest: { kind: 'guest' },
  admin: (area: PermissionArea, level: 'read' | 'all'): Access => ({ kind: 'admin', area, level }),
} as const satisfies Record<string, Access | ((...a: never[]) => Access)>;

export type SessionKind = 'user' | 'guest';
export type Caller = { kind: SessionKind; permissions?: Permissions } | null;

export type AccessVerdict = 'ok' | 'unauthenticated' | 'forbidden';

/** The one access decision used by the server guard and the web route guards. */
export function checkAccess(need: Access, caller: Caller): AccessVerdict {
  if (need.kind === 'public') return 'ok';
  if (!caller) return 'unauthenticated';
  switch (need.kind) {
    case 'user':
      return 'ok';
    case 'worker':
      return caller.kind === 'user' ? 'ok' : 'forbidden';
    case 'guest':
      return caller.kind === 'guest' ? 'ok' : 'forbidden';
    case 'admin':
      return caller.kind === 'user' && meetsLevel(caller.permissions, need.area, need.level)
        ? 'ok'
        : 'forbidden';
  }
}

export const NOT_AUTHORIZED_MESSAGE = 'Not authorized!';
