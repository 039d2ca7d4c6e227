import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../src/permissions.ts';
import { SKILLS_POLL, type SkillsCacheState, shouldLoadSkills } from '../../src/rules/skillsCache.ts';

const NOW = Date.parse('2026-01-15T10:00:00Z');
const reader: Permissions = { skills: 'read' };
const state = (over: Partial<SkillsCacheState> = {}): SkillsCacheState => ({
  loadedAt: NOW,
  failed: false,
  loading: false,
  ...over,
});

describe('the skills cache rule (spec §4)', () => {
  it('loads when never loaded, after an error, or when the last load is more than 600000 ms old', () => {
    expect(shouldLoadSkills(reader, state({ loadedAt: null }), NOW)).toBe(true);
    expect(shouldLoadSkills(reader, state({ failed: true }), NOW)).toBe(true);
    expect(shouldLoadSkills(reader, state(), NOW + 600_000)).toBe(false);
    expect(shouldLoadSkills(reader, state(), NOW + 600_001)).toBe(true);
  });

  it('never starts a second load while one runs', () => {
    expect(shouldLoadSkills(reader, state({ loadedAt: null, failed: true, loading: true }), NOW)).toBe(false);
  });

  it('loads for read-or-above on skills only', () => {
    const fresh = state({ loadedAt: null });
    expect(shouldLoadSkills({ skills: 'all' }, fresh, NOW)).toBe(true);
    expect(shouldLoadSkills({ users: 'all', shifts: 'all' }, fresh, NOW)).toBe(false);
    expect(shouldLoadSkills(undefined, fresh, NOW)).toBe(false);
  });

  it('holds for any state and age: load ⇔ allowed ∧ idle ∧ (failed ∨ never ∨ age > 600000 ms)', () => {
    const level = fc.constantFrom('none', 'read', 'all');
    fc.assert(
      fc.property(
        level,
        fc.option(fc.integer({ min: 0, max: 2 * SKILLS_POLL.outdatedAfterMs })),
        fc.boolean(),
        fc.boolean(),
        (skills, age, failed, loading) => {
          const s = state({ loadedAt: age === null ? null : NOW - age, failed, loading });
          const expected =
            skills !== 'none' && !loading && (failed || age === null || age > SKILLS_POLL.outdatedAfterMs);
          expect(shouldLoadSkills({ skills }, s, NOW)).toBe(expected);
        },
      ),
    );
  });
});
