import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, PERMISSION_LEVELS, type PermissionArea } from '../src/enums.ts';
import {
  type Access,
  AREA_NEEDS,
  access,
  allAreasAt,
  type Caller,
  canLoadCustomers,
  canLoadSkills,
  canPollUnhandledCounts,
  checkAccess,
  hasEdit,
  isAdmin,
  meetsLevel,
  meetsNeeds,
  type Permissions,
  readOnly,
  readOrAbove,
  readOrBelow,
  visibleAdminMenu,
  worksShifts,
} from '../src/permissions.ts';

const area = fc.constantFrom(...PERMISSION_AREAS);
const level = fc.constantFrom(...PERMISSION_LEVELS);
const permissions: fc.Arbitrary<Permissions> = fc.dictionary(area, level);
const menuKeys = (p: Permissions | undefined) => visibleAdminMenu(p).map((item) => item.key);
const only = (...areas: PermissionArea[]): Permissions => Object.fromEntries(areas.map((a) => [a, 'read']));

describe('the five checks', () => {
  it.each([
    // level, hasEdit, readOrAbove, readOnly, readOrBelow
    ['all', true, true, false, false],
    ['read', false, true, true, true],
    ['none', false, false, false, true],
  ] as const)('level %s', (lvl, edit, above, exactly, below) => {
    const p: Permissions = { shifts: lvl };
    expect(hasEdit(p, 'shifts')).toBe(edit);
    expect(readOrAbove(p, 'shifts')).toBe(above);
    expect(readOnly(p, 'shifts')).toBe(exactly);
    expect(readOrBelow(p, 'shifts')).toBe(below);
  });

  it('treats a missing area or missing permissions as none', () => {
    expect(readOrAbove({ users: 'all' }, 'shifts')).toBe(false);
    expect(readOrBelow({}, 'shifts')).toBe(true);
    expect(hasEdit(undefined, 'shifts')).toBe(false);
    expect(readOnly(undefined, 'users')).toBe(false);
  });

  it('isAdmin needs read or above in some area', () => {
    expect(isAdmin(undefined)).toBe(false);
    expect(isAdmin(allAreasAt('none'))).toBe(false);
    expect(isAdmin({ developer: 'read' })).toBe(true);
    expect(isAdmin({ polls: 'all', shifts: 'none' })).toBe(true);
  });

  it('readOrAbove and readOrBelow overlap exactly at read (property)', () => {
    fc.assert(
      fc.property(permissions, area, (p, a) => {
        expect(readOrAbove(p, a) && readOrBelow(p, a)).toBe(readOnly(p, a));
        expect(readOrAbove(p, a) || readOrBelow(p, a)).toBe(true);
        expect(hasEdit(p, a)).toBe(!readOrBelow(p, a));
      }),
    );
  });

  it("'all' in an area implies 'read' access there (property)", () => {
    fc.assert(
      fc.property(permissions, area, (p, a) => {
        if (hasEdit(p, a)) {
          expect(readOrAbove(p, a)).toBe(true);
          expect(meetsLevel(p, a, 'read')).toBe(true);
          expect(checkAccess(access.admin(a, 'read'), { kind: 'user', permissions: p })).toBe('ok');
        }
      }),
    );
  });

  it('isAdmin is readOrAbove in some area (property)', () => {
    fc.assert(
      fc.property(permissions, (p) => {
        expect(isAdmin(p)).toBe(PERMISSION_AREAS.some((a) => readOrAbove(p, a)));
      }),
    );
  });
});

describe('visibleAdminMenu', () => {
  it('shows nothing to a worker without admin levels', () => {
    expect(visibleAdminMenu(undefined)).toEqual([]);
    expect(visibleAdminMenu(allAreasAt('none'))).toEqual([]);
  });

  it('shows every entry to a full admin, in menu order', () => {
    expect(menuKeys(allAreasAt('read'))).toEqual([
      'shifts',
      'planning',
      'templates',
      'suggestions',
      'cancellations',
      'stamps',
      'skills',
      'customers',
      'bills',
      'business',
      'reports',
      'alerts',
      'users',
      'groups',
      'guestUsers',
      'audit',
      'organization',
      'integrations',
    ]);
  });

  it('shifts read shows shifts, planning, requests, cancellations and stamps', () => {
    expect(menuKeys(only('shifts'))).toEqual([
      'shifts',
      'planning',
      'suggestions',
      'cancellations',
      'stamps',
    ]);
  });

  it('maps single areas to their entries', () => {
    expect(menuKeys(only('shiftTemplates'))).toEqual(['templates']);
    expect(menuKeys(only('skills'))).toEqual(['skills']);
    expect(menuKeys(only('departments'))).toEqual(['customers']);
    expect(menuKeys(only('users'))).toEqual(['reports', 'alerts', 'users', 'groups', 'guestUsers', 'audit']);
    expect(menuKeys(only('organization'))).toEqual(['organization']);
    expect(menuKeys(only('developer'))).toEqual(['integrations']);
    expect(menuKeys(only('billing'))).toEqual([]);
  });

  it('bills needs shifts, billing and departments together', () => {
    expect(menuKeys(only('shifts', 'billing', 'departments'))).toContain('bills');
    expect(menuKeys(only('shifts', 'billing'))).not.toContain('bills');
    expect(menuKeys(only('shifts', 'departments'))).not.toContain('bills');
    expect(menuKeys(only('billing', 'departments'))).not.toContain('bills');
  });

  it('business needs shifts, billing and compensation together', () => {
    expect(menuKeys(only('shifts', 'billing', 'compensation'))).toContain('business');
    expect(menuKeys(only('shifts', 'billing'))).not.toContain('business');
    expect(menuKeys(only('billing', 'compensation'))).not.toContain('business');
    expect(menuKeys(only('shifts', 'compensation'))).not.toContain('business');
  });

  it('counts all the same as read', () => {
    expect(menuKeys({ shifts: 'all', billing: 'read', departments: 'all' })).toContain('bills');
  });

  it('showing more areas never hides an entry (property)', () => {
    fc.assert(
      fc.property(permissions, area, (p, extra) => {
        const before = menuKeys(p);
        const after = menuKeys({ ...p, [extra]: 'read' as const });
        for (const key of before) expect(after).toContain(key);
      }),
    );
  });
});

describe('what an admin may load', () => {
  it('customers with read on shifts, shiftTemplates or departments', () => {
    expect(canLoadCustomers(only('shifts'))).toBe(true);
    expect(canLoadCustomers(only('shiftTemplates'))).toBe(true);
    expect(canLoadCustomers(only('departments'))).toBe(true);
    expect(canLoadCustomers(only('users', 'billing'))).toBe(false);
  });

  it('skills with read on skills; unhandled counts with read on shifts', () => {
    expect(canLoadSkills(only('skills'))).toBe(true);
    expect(canLoadSkills(only('shifts'))).toBe(false);
    expect(canPollUnhandledCounts(only('shifts'))).toBe(true);
    expect(canPollUnhandledCounts(only('skills'))).toBe(false);
  });
});

describe('checkAccess', () => {
  const worker: Caller = { kind: 'user' };
  const readAdmin: Caller = { kind: 'user', permissions: { shifts: 'read' } };
  const editAdmin: Caller = { kind: 'user', permissions: { shifts: 'all' } };
  const guest: Caller = { kind: 'guest' };
  // A guest session never carries admin rights, even if permissions were attached by mistake.
  const guestWithRights: Caller = { kind: 'guest', permissions: allAreasAt('all') };

  const table: [string, Access, Record<string, string>][] = [
    [
      'public',
      access.public,
      { anonymous: 'ok', worker: 'ok', readAdmin: 'ok', editAdmin: 'ok', guest: 'ok' },
    ],
    [
      'user',
      access.user,
      { anonymous: 'unauthenticated', worker: 'ok', readAdmin: 'ok', editAdmin: 'ok', guest: 'ok' },
    ],
    [
      'worker',
      access.worker,
      { anonymous: 'unauthenticated', worker: 'ok', readAdmin: 'ok', editAdmin: 'ok', guest: 'forbidden' },
    ],
    [
      'guest',
      access.guest,
      {
        anonymous: 'unauthenticated',
        worker: 'forbidden',
        readAdmin: 'forbidden',
        editAdmin: 'forbidden',
        guest: 'ok',
      },
    ],
    [
      'admin read',
      access.admin('shifts', 'read'),
      {
        anonymous: 'unauthenticated',
        worker: 'forbidden',
        readAdmin: 'ok',
        editAdmin: 'ok',
        guest: 'forbidden',
      },
    ],
    [
      'admin all',
      access.admin('shifts', 'all'),
      {
        anonymous: 'unauthenticated',
        worker: 'forbidden',
        readAdmin: 'forbidden',
        editAdmin: 'ok',
        guest: 'forbidden',
      },
    ],
  ];
  const callers: Record<string, Caller> = { anonymous: null, worker, readAdmin, editAdmin, guest };

  for (const [name, need, expected] of table) {
    it(`${name}: ${JSON.stringify(expected)}`, () => {
      for (const [who, caller] of Object.entries(callers))
        expect([who, checkAccess(need, caller)]).toEqual([who, expected[who]]);
    });
  }

  it('refuses admin routes to a guest session that carries permissions', () => {
    expect(checkAccess(access.admin('shifts', 'read'), guestWithRights)).toBe('forbidden');
  });

  it('checks the named area only', () => {
    expect(checkAccess(access.admin('users', 'read'), editAdmin)).toBe('forbidden');
  });

  it('admin access equals meetsLevel for user sessions (property)', () => {
    fc.assert(
      fc.property(permissions, area, fc.constantFrom('read', 'all' as const), (p, a, lvl) => {
        const verdict = checkAccess(access.admin(a, lvl), { kind: 'user', permissions: p });
        expect(verdict).toBe(meetsLevel(p, a, lvl) ? 'ok' : 'forbidden');
      }),
    );
  });

  it('anonymous callers are refused everything but public routes (property)', () => {
    const need = fc.oneof(
      fc.constant(access.user),
      fc.constant(access.worker),
      fc.constant(access.guest),
      fc.tuple(area, fc.constantFrom('read', 'all' as const)).map(([a, l]) => access.admin(a, l)),
    );
    fc.assert(
      fc.property(need, (n) => {
        expect(checkAccess(n, null)).toBe('unauthenticated');
      }),
    );
  });

  describe('several areas (spec §6 Bills and Business)', () => {
    const user = (p: Permissions): Caller => ({ kind: 'user', permissions: p });
    const bills = access.adminAll(AREA_NEEDS.bills);
    const business = access.adminAll(AREA_NEEDS.business);

    it('Bills needs shifts, billing and departments; any one missing is forbidden', () => {
      expect(checkAccess(bills, user(only('shifts', 'billing', 'departments')))).toBe('ok');
      expect(checkAccess(bills, user(only('shifts', 'billing')))).toBe('forbidden');
      expect(checkAccess(bills, user(only('shifts', 'departments')))).toBe('forbidden');
      expect(checkAccess(bills, user(only('billing', 'departments')))).toBe('forbidden');
      expect(checkAccess(bills, null)).toBe('unauthenticated');
      expect(checkAccess(bills, { kind: 'guest', permissions: allAreasAt('all') })).toBe('forbidden');
    });

    it('Business needs shifts, billing and compensation', () => {
      expect(checkAccess(business, user(only('shifts', 'billing', 'compensation')))).toBe('ok');
      expect(checkAccess(business, user(only('shifts', 'billing', 'departments')))).toBe('forbidden');
      expect(checkAccess(business, user({ shifts: 'all', billing: 'none', compensation: 'all' }))).toBe(
        'forbidden',
      );
    });

    it('an edit requirement in one area is not met by read there', () => {
      const need = access.adminAll({ shifts: 'all', billing: 'read' });
      expect(checkAccess(need, user({ shifts: 'read', billing: 'all' }))).toBe('forbidden');
      expect(checkAccess(need, user({ shifts: 'all', billing: 'read' }))).toBe('ok');
    });

    it('any-of: customers load with shifts, shiftTemplates or departments', () => {
      const need = access.adminAny(AREA_NEEDS.customersList);
      expect(checkAccess(need, user(only('shiftTemplates')))).toBe('ok');
      expect(checkAccess(need, user(only('billing', 'users')))).toBe('forbidden');
    });

    it('an empty requirement lets nobody in', () => {
      expect(checkAccess(access.adminAll({}), user(allAreasAt('all')))).toBe('forbidden');
    });

    it('all-of equals every area meeting its level (property)', () => {
      const needs = fc.dictionary(area, fc.constantFrom('read', 'all' as const), { minKeys: 1 });
      fc.assert(
        fc.property(permissions, needs, (p, n) => {
          const every = Object.entries(n).every(([a, l]) => meetsLevel(p, a as PermissionArea, l));
          const some = Object.entries(n).some(([a, l]) => meetsLevel(p, a as PermissionArea, l));
          expect(checkAccess(access.adminAll(n), user(p))).toBe(every ? 'ok' : 'forbidden');
          expect(checkAccess(access.adminAny(n), user(p))).toBe(some ? 'ok' : 'forbidden');
          expect(meetsNeeds(p, n)).toBe(every);
        }),
      );
    });
  });

  describe('worksShifts', () => {
    it('every worker works shifts, whatever their pay type', () => {
      expect(worksShifts({}, 'admin')).toBe(true);
      expect(worksShifts({}, null)).toBe(true);
    });
    it('an admin works shifts unless paid as an admin', () => {
      expect(worksShifts(allAreasAt('all'), 'admin')).toBe(false);
      expect(worksShifts({ users: 'read' }, 'admin')).toBe(false);
      expect(worksShifts(allAreasAt('all'), 'hourly')).toBe(true);
      expect(worksShifts(allAreasAt('all'), null)).toBe(true);
    });
  });
});
