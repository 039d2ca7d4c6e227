// Whose permissions reach further, area by area (decision 105: no take-over of a stronger user).
import { describe, expect, it } from 'vitest';
import { allAreasAt } from '../../src/permissions.ts';
import { areasBeyond } from '../../src/rules/permissionRank.ts';

describe('areasBeyond', () => {
  it('names the areas where the other holds more', () => {
    expect(areasBeyond({ users: 'all' }, { users: 'read', shifts: 'read' })).toEqual(['shifts']);
    expect(areasBeyond({ users: 'all', shifts: 'read' }, { shifts: 'all' })).toEqual(['shifts']);
  });

  it('finds nothing beyond for an equal or lesser set, a worker, or an admin of everything', () => {
    expect(areasBeyond({ users: 'all' }, {})).toEqual([]);
    expect(areasBeyond({ users: 'all', shifts: 'read' }, { shifts: 'read', users: 'none' })).toEqual([]);
    expect(areasBeyond(allAreasAt('all'), allAreasAt('all'))).toEqual([]);
    expect(areasBeyond(undefined, undefined)).toEqual([]);
  });
});
