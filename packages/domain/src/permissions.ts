// The permission model of spec §6: levels per area, the five checks, menu visibility and
// what each route needs. Server guards and web menus both read this file.
import { type PayType, PERMISSION_AREAS, type PermissionArea, type PermissionLevel } from './enums.ts';

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

/** Levels needed per area, e.g. `{ shifts: 'read', billing: 'read' }`. */
export type AreaNeeds = Partial<Record<PermissionArea, 'read' | 'all'>>;

/**
 * What a route needs. `user` is any signed-in person (worker, admin or guest user);
 * `worker` is a normal user login (admins are users too); `guest` a guest-user login only;
 * `admin` a user login meeting every listed area's level (`match: 'any'`: at least one).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'worker' }
  | { kind: 'guest' }
  | { kind: 'admin'; needs: AreaNeeds; match?: 'all' | 'any' };

export const access = {
  public: { kind: 'public' },
  user: { kind: 'user' },
  worker: { kind: 'worker' },
  guest: { kind: 'guest' },
  /** One area at a level. */
  admin: (area: PermissionArea, level: 'read' | 'all'): Access => ({
    kind: 'admin',
    needs: { [area]: level },
  }),
  /** Several areas, each at its level (spec §6 Bills, Business). */
  adminAll: (needs: AreaNeeds): Access => ({ kind: 'admin', needs }),
  /** Any one of several areas (spec §6: loading customers). */
  adminAny: (needs: AreaNeeds): Access => ({ kind: 'admin', needs, match: 'any' }),
} as const satisfies Record<string, Access | ((...a: never[]) => Access)>;

/**
 * Who may change the organisation's force-2FA. They keep its page and its calls while the
 * requirement holds them without two-factor, so it can always be switched off (decision 070).
 */
export const FORCE_2FA_EDITOR: Access = access.admin('organization', 'all');

/**
 * Whether a user login works shifts (spec §6 roles: an ordinary worker, or an admin who also
 * works): every worker does; an admin does unless paid as an admin (pay type `admin`), the
 * organisation's own staff. The worker's own-shift tools (my shifts, the floating start button)
 * are for those who work (decision 140).
 */
export const worksShifts = (p: Permissions | undefined, payType: PayType | null | undefined) =>
  !isAdmin(p) || payType !== 'admin';

/** Whether permissions `p` satisfy the areas of an admin requirement. */
export function meetsNeeds(p: Permissions | undefined, needs: AreaNeeds, match: 'all' | 'any' = 'all') {
  const pairs = Object.entries(needs) as [PermissionArea, 'read' | 'all'][];
  if (pairs.length === 0) return false;
  const meets = ([area, level]: [PermissionArea, 'read' | 'all']) => meetsLevel(p, area, level);
  return match === 'any' ? pairs.some(meets) : pairs.every(meets);
}

/**
 * The admin areas of spec §6 that need more than one area, named once: the menu, the web's route
 * guards and the endpoints' contracts all use these.
 */
export const AREA_NEEDS = {
  bills: { shifts: 'read', billing: 'read', departments: 'read' },
  business: { shifts: 'read', billing: 'read', compensation: 'read' },
  customersList: { shifts: 'read', shiftTemplates: 'read', departments: 'read' },
} as const satisfies Record<string, AreaNeeds>;

/** Most menu entries need one area at read level. */
const reads = (area: PermissionArea) => access.admin(area, 'read');

/** Admin menu entries with their route and the access their page needs (spec §6 menu). */
export const ADMIN_MENU = [
  { key: 'shifts', path: '/admin/shifts', access: reads('shifts') },
  { key: 'planning', path: '/admin/shifts/planning', access: reads('shifts') },
  { key: 'templates', path: '/admin/shift-templates', access: reads('shiftTemplates') },
  { key: 'suggestions', path: '/admin/suggestions', access: reads('shifts') },
  { key: 'cancellations', path: '/admin/cancellations', access: reads('shifts') },
  { key: 'stamps', path: '/admin/stamps', access: reads('shifts') },
  { key: 'skills', path: '/admin/skills', access: reads('skills') },
  { key: 'customers', path: '/admin/customers', access: reads('departments') },
  { key: 'bills', path: '/admin/bills', access: access.adminAll(AREA_NEEDS.bills) },
  { key: 'business', path: '/admin/business', access: access.adminAll(AREA_NEEDS.business) },
  { key: 'reports', path: '/admin/reports', access: reads('users') },
  { key: 'alerts', path: '/admin/alerts', access: reads('users') },
  { key: 'users', path: '/admin/users', access: reads('users') },
  { key: 'groups', path: '/admin/groups', access: reads('users') },
  { key: 'guestUsers', path: '/admin/guest-users', access: reads('users') },
  /** Who did what, when and from where (decision 136). */
  { key: 'audit', path: '/admin/audit', access: reads('users') },
  { key: 'organization', path: '/admin/organization', access: reads('organization') },
  { key: 'integrations', path: '/admin/integrations', access: reads('developer') },
] as const satisfies readonly { key: string; path: string; access: Access }[];

export type AdminMenuKey = (typeof ADMIN_MENU)[number]['key'];

/** The admin menu entries a holder of `p` sees, in menu order. */
export const visibleAdminMenu = (p: Permissions | undefined) =>
  ADMIN_MENU.filter((item) => checkAccess(item.access, { kind: 'user', permissions: p }) === 'ok');

/** Data the client may load for an admin (spec §6, "Other"). */
export const canLoadCustomers = (p: Permissions | undefined) =>
  meetsNeeds(p, AREA_NEEDS.customersList, 'any');
export const canLoadSkills = (p: Permissions | undefined) => readOrAbove(p, 'skills');
export const canPollUnhandledCounts = (p: Permissions | undefined) => readOrAbove(p, 'shifts');

/** Who calls: a user's or guest user's session, or an API token (decision 121). */
export type SessionKind = 'user' | 'guest' | 'token';
export type Caller = { kind: SessionKind; permissions?: Permissions } | null;

export type AccessVerdict = 'ok' | 'unauthenticated' | 'forbidden';

/** The one access decision used by the server guard, the web route guards and the menu. */
export function checkAccess(need: Access, caller: Caller): AccessVerdict {
  if (need.kind === 'public') return 'ok';
  if (!caller) return 'unauthenticated';
  // A token acts for the organisation, never as a person: only admin routes, within its scope.
  if (caller.kind === 'token' && need.kind !== 'admin') return 'forbidden';
  switch (need.kind) {
    case 'user':
      return 'ok';
    case 'worker':
      return caller.kind === 'user' ? 'ok' : 'forbidden';
    case 'guest':
      return caller.kind === 'guest' ? 'ok' : 'forbidden';
    case 'admin':
      return caller.kind !== 'guest' && meetsNeeds(caller.permissions, need.needs, need.match)
        ? 'ok'
        : 'forbidden';
  }
}

export const NOT_AUTHORIZED_MESSAGE = 'Not authorized!';

const RANK: Record<PermissionLevel, number> = { none: 0, read: 1, all: 2 };
const rankIn = (p: Permissions | undefined, area: PermissionArea) => RANK[levelOf(p, area)];

/** The areas where `other` holds a higher level than `own`. */
export const areasBeyond = (own: Permissions | undefined, other: Permissions | undefined) =>
  PERMISSION_AREAS.filter((area) => rankIn(other, area) > rankIn(own, area));

/** What an admin does to another person that the rank rule bounds (decision 132). */
export const RANKED_ACTIONS = [
  'resetPassword',
  'resetTwoFactor',
  'setPermissions',
  'remove',
  'takeOver',
] as const;
export type RankedAction = (typeof RANKED_ACTIONS)[number];

/**
 * The rank rule (decision 132): a holder of `own` may reset the password or two-factor of, change
 * the permissions of, or remove only someone at or below their level in every area; take-over,
 * which lends the admin the other's session, needs them strictly below: none above, and at
 * least one area below (never a peer). The area's own need (users `all`) is the route's access.
 */
export function mayActOn(
  own: Permissions | undefined,
  target: Permissions | undefined,
  action: RankedAction,
) {
  if (areasBeyond(own, target).length > 0) return false;
  return action !== 'takeOver' || areasBeyond(target, own).length > 0;
}
