// The rank rule (decision 132): who an admin may reset, re-permission, remove or take over.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, PERMISSION_LEVELS } from '../src/enums.ts';
import { allAreasAt, areasBeyond, mayActOn, type Permissions, RANKED_ACTIONS } from '../src/permissions.ts';

const usersAdmin: Permissions = { users: 'all' };
const billingBoss: Permissions = { users: 'all', billing: 'all' };
const reader: Permissions = allAreasAt('read');
const full = allAreasAt('all');
const worker: Permissions = {};
const NON_TAKE_OVER = RANKED_ACTIONS.filter((a) => a !== 'takeOver');

describe('areasBeyond', () => {
  it('names the areas where the other holds more', () => {
    expect(areasBeyond({ users: 'all' }, { users: 'read', shifts: 'read' })).toEqual(['shifts']);
    expect(areasBeyond({ users: 'all', shifts: 'read' }, { shifts: 'all' })).toEqual(['shifts']);
    expect(areasBeyond(undefined, undefined)).toEqual([]);
  });
});

describe('mayActOn, worked by hand', () => {
  it.each([
    // own, target, the four actions, take-over
    ['users:all on a worker', usersAdmin, worker, true, true],
    ['users:all on users:read', usersAdmin, { users: 'read' }, true, true],
    ['users:all on a peer users:all', usersAdmin, usersAdmin, true, false],
    ['users:all on users+billing:all', usersAdmin, billingBoss, false, false],
    ['users:all on a reader (read beyond in other areas)', usersAdmin, reader, false, false],
    ['a full admin on a full admin (peer)', full, full, true, false],
    ['a full admin on anyone lower', full, billingBoss, true, true],
    ['users+billing:all on users:all', billingBoss, usersAdmin, true, true],
    [
      'users+billing:all on users:read shifts:read',
      billingBoss,
      { users: 'read', shifts: 'read' },
      false,
      false,
    ],
    ['a reader on a worker', reader, worker, true, true],
    ['anyone on themselves-like levels with none (worker on worker)', worker, worker, true, false],
  ] as const)('%s', (_, own, target, others, takeOver) => {
    for (const action of NON_TAKE_OVER) expect(mayActOn(own, target, action), action).toBe(others);
    expect(mayActOn(own, target, 'takeOver')).toBe(takeOver);
  });
});

const permissions = fc.record(
  Object.fromEntries(PERMISSION_AREAS.map((a) => [a, fc.constantFrom(...PERMISSION_LEVELS)])) as Record<
    (typeof PERMISSION_AREAS)[number],
    fc.Arbitrary<(typeof PERMISSION_LEVELS)[number]>
  >,
  { requiredKeys: [] },
);
const rank = (p: Permissions, a: (typeof PERMISSION_AREAS)[number]) =>
  PERMISSION_LEVELS.indexOf(p[a] ?? 'none');

describe('mayActOn, as properties', () => {
  it('allows the four actions exactly when no area of the target is above, take-over also needs one below', () => {
    fc.assert(
      fc.property(permissions, permissions, (own, target) => {
        const noneAbove = PERMISSION_AREAS.every((a) => rank(target, a) <= rank(own, a));
        const oneBelow = PERMISSION_AREAS.some((a) => rank(target, a) < rank(own, a));
        for (const action of NON_TAKE_OVER) expect(mayActOn(own, target, action)).toBe(noneAbove);
        expect(mayActOn(own, target, 'takeOver')).toBe(noneAbove && oneBelow);
      }),
    );
  });

  it('never lets two people take each other over, and a peer may never be taken over', () => {
    fc.assert(
      fc.property(permissions, permissions, (a, b) => {
        expect(mayActOn(a, b, 'takeOver') && mayActOn(b, a, 'takeOver')).toBe(false);
        expect(mayActOn(a, a, 'takeOver')).toBe(false);
        // Mutual reach means equal levels in every area.
        if (mayActOn(a, b, 'remove') && mayActOn(b, a, 'remove'))
          for (const area of PERMISSION_AREAS) expect(rank(a, area)).toBe(rank(b, area));
      }),
    );
  });
});
