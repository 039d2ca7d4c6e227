import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, EducationInvalidReason, type EducationLevel } from '../../src/enums.ts';
import { compareEducation, educationRank, meetsEducation } from '../../src/rules/education.ts';
import type { TimeEffective } from '../../src/rules/timeEffective.ts';
import { isoDate } from '../support/arbitraries.ts';

const level = fc.constantFrom(...EDUCATION_LEVELS);
const held = (value: EducationLevel, validFrom = '2020-01-01'): TimeEffective<EducationLevel>[] => [
  { validFrom, value },
];

describe('education ordering', () => {
  it('runs other < intern < lk4 < lk5 < licensed < specialist', () => {
    const ordered: EducationLevel[] = ['other', 'intern', 'lk4', 'lk5', 'licensed', 'specialist'];
    expect([...EDUCATION_LEVELS].sort(compareEducation)).toEqual(ordered);
    expect(educationRank('other')).toBe(0);
    expect(compareEducation('lk4', 'lk5')).toBeLessThan(0);
    expect(compareEducation('specialist', 'licensed')).toBeGreaterThan(0);
    expect(compareEducation('intern', 'intern')).toBe(0);
  });

  it('is antisymmetric (property)', () => {
    fc.assert(
      fc.property(level, level, (a, b) => {
        expect(Math.sign(compareEducation(a, b)) + Math.sign(compareEducation(b, a))).toBe(0);
      }),
    );
  });
});

describe('meetsEducation', () => {
  it('accepts the same level', () => {
    expect(meetsEducation(held('lk5'), 'lk5', '2024-05-01')).toEqual({ ok: true });
  });

  it('accepts a higher level for a lower requirement', () => {
    expect(meetsEducation(held('specialist'), 'intern', '2024-05-01')).toEqual({ ok: true });
  });

  it('rejects a lower level with reason 1', () => {
    expect(meetsEducation(held('lk4'), 'licensed', '2024-05-01')).toEqual({
      ok: false,
      reason: EducationInvalidReason.educationTooLow,
    });
    expect(EducationInvalidReason.educationTooLow).toBe(1);
  });

  it('rejects a worker with no education on the date with reason 0', () => {
    expect(meetsEducation([], 'other', '2024-05-01')).toEqual({
      ok: false,
      reason: EducationInvalidReason.noEducationOnDate,
    });
    expect(meetsEducation(held('specialist', '2024-06-01'), 'other', '2024-05-31')).toEqual({
      ok: false,
      reason: 0,
    });
  });

  it('uses the education in effect on the shift date', () => {
    const history: TimeEffective<EducationLevel>[] = [
      { validFrom: '2023-01-01', value: 'intern' },
      { validFrom: '2024-06-01', value: 'licensed' },
    ];
    expect(meetsEducation(history, 'licensed', '2024-05-31')).toEqual({ ok: false, reason: 1 });
    expect(meetsEducation(history, 'licensed', '2024-06-01')).toEqual({ ok: true });
  });

  it('always accepts a shift without a requirement, even with no education', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ validFrom: isoDate, value: level })), isoDate, (history, date) => {
        expect(meetsEducation(history, null, date)).toEqual({ ok: true });
      }),
    );
  });

  it('is ok exactly when the held level ranks at or above the requirement (property)', () => {
    fc.assert(
      fc.property(level, level, (worker, required) => {
        const ok = meetsEducation(held(worker), required, '2024-01-01').ok;
        expect(ok).toBe(educationRank(worker) >= educationRank(required));
      }),
    );
  });

  it('is monotonic: raising the worker level never turns ok into not ok (property)', () => {
    fc.assert(
      fc.property(level, level, level, (a, b, required) => {
        const [low, high] = educationRank(a) <= educationRank(b) ? [a, b] : [b, a];
        if (meetsEducation(held(low), required, '2024-01-01').ok)
          expect(meetsEducation(held(high), required, '2024-01-01').ok).toBe(true);
      }),
    );
  });

  it('is anti-monotonic in the requirement: lowering it never turns ok into not ok (property)', () => {
    fc.assert(
      fc.property(level, level, level, (worker, a, b) => {
        const [low, high] = educationRank(a) <= educationRank(b) ? [a, b] : [b, a];
        if (meetsEducation(held(worker), high, '2024-01-01').ok)
          expect(meetsEducation(held(worker), low, '2024-01-01').ok).toBe(true);
      }),
    );
  });

  it('the lowest requirement is met by anyone with some education on the date (property)', () => {
    fc.assert(
      fc.property(level, (worker) => {
        expect(meetsEducation(held(worker), EDUCATION_LEVELS[0], '2024-01-01')).toEqual({ ok: true });
      }),
    );
  });
});
