// Who sees which badge on the notification stream (decision 114).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, PERMISSION_LEVELS } from '../../src/enums.ts';
import { allAreasAt, canPollUnhandledCounts, type Permissions } from '../../src/permissions.ts';
import { BADGE_KINDS, seesBadge } from '../../src/rules/liveEvents.ts';

const permissions = fc
  .dictionary(fc.constantFrom(...PERMISSION_AREAS), fc.constantFrom(...PERMISSION_LEVELS))
  .map((p) => p as Permissions);

describe('seesBadge', () => {
  it("shows the admin's counts to read-or-above on shifts only, and polls to everyone", () => {
    expect(BADGE_KINDS.map((kind) => seesBadge(kind, {}))).toEqual([false, false, false, true]);
    expect(BADGE_KINDS.every((kind) => seesBadge(kind, allAreasAt('read')))).toBe(true);
    expect(seesBadge('stamps', { users: 'all' })).toBe(false);
    expect(seesBadge('cancellations', { shifts: 'read' })).toBe(true);
  });

  it('agrees with the permission that polls the same counts, whatever the permissions', () => {
    fc.assert(
      fc.property(permissions, fc.constantFrom(...BADGE_KINDS), (p, kind) => {
        expect(seesBadge(kind, p)).toBe(kind === 'polls' || canPollUnhandledCounts(p));
      }),
    );
  });
});
