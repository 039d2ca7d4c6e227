import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApprovalState, STAMP_STATES } from '../../src/enums.ts';
import {
  effectiveTimes,
  hasEnded,
  type Stamp,
  type StampedShift,
  stampDue,
  stampState,
  stampStateAt,
  usesStampedTimes,
} from '../../src/rules/stamp.ts';

const PLANNED = { from: '2024-05-10T06:00:00.000Z', to: '2024-05-10T14:00:00.000Z' };
const STAMPED = { from: '2024-05-10T06:10:00.000Z', to: '2024-05-10T14:20:00.000Z' };

const stamp = (over: Partial<Stamp<string>> = {}): Stamp<string> => ({
  required: true,
  stamped: false,
  from: null,
  to: null,
  notCompleted: false,
  approved: ApprovalState.pending,
  message: null,
  ...over,
});
const shift = (over: Partial<Stamp<string>> = {}): StampedShift<string> => ({
  ...PLANNED,
  stamp: stamp(over),
});

const anyShift = fc.record({
  from: fc.constant(PLANNED.from),
  to: fc.constant(PLANNED.to),
  stamp: fc.option(
    fc.record({
      required: fc.boolean(),
      stamped: fc.boolean(),
      from: fc.option(fc.constant(STAMPED.from), { nil: null }),
      to: fc.option(fc.constant(STAMPED.to), { nil: null }),
      notCompleted: fc.boolean(),
      approved: fc.constantFrom(...ApprovalState.values),
      message: fc.option(fc.string(), { nil: null }),
    }),
    { nil: null },
  ),
});

describe('stampState', () => {
  it('is notRequired without a stamp or when it is not required', () => {
    expect(stampState({ stamp: null })).toBe('notRequired');
    expect(stampState({})).toBe('notRequired');
    expect(stampState(shift({ required: false }))).toBe('notRequired');
  });

  it('is required while a required stamp is missing', () => {
    expect(stampState(shift())).toBe('required');
  });

  it('is stamped once the worker stamps, required or not', () => {
    expect(stampState(shift({ stamped: true, ...STAMPED }))).toBe('stamped');
    expect(stampState(shift({ required: false, stamped: true, ...STAMPED }))).toBe('stamped');
  });

  it('is approved once an admin approves', () => {
    expect(stampState(shift({ stamped: true, approved: ApprovalState.approved, ...STAMPED }))).toBe(
      'approved',
    );
  });

  it('always names one of STAMP_STATES (property)', () => {
    fc.assert(
      fc.property(anyShift, (s) => {
        expect(STAMP_STATES).toContain(stampState(s));
      }),
    );
  });
});

describe('effectiveTimes', () => {
  it('uses the planned times when nothing is stamped', () => {
    expect(effectiveTimes(shift())).toEqual(PLANNED);
    expect(effectiveTimes({ ...PLANNED, stamp: null })).toEqual(PLANNED);
  });

  it("uses the worker's stamped times while waiting for approval", () => {
    expect(effectiveTimes(shift({ stamped: true, ...STAMPED }))).toEqual(STAMPED);
  });

  it('keeps the stamped times while a rejected stamp is not approved', () => {
    expect(stampState(shift({ stamped: true, approved: ApprovalState.rejected, ...STAMPED }))).toBe(
      'stamped',
    );
  });

  it('goes back to the planned times once approved', () => {
    expect(effectiveTimes(shift({ stamped: true, approved: ApprovalState.approved, ...STAMPED }))).toEqual(
      PLANNED,
    );
  });

  it('uses the planned times when the shift is marked not completed', () => {
    expect(effectiveTimes(shift({ stamped: true, notCompleted: true, ...STAMPED }))).toEqual(PLANNED);
  });

  it('falls back to the planned time for a stamped time left empty', () => {
    expect(effectiveTimes(shift({ stamped: true, from: STAMPED.from, to: null }))).toEqual({
      from: STAMPED.from,
      to: PLANNED.to,
    });
  });

  it('keeps Date inputs as Dates', () => {
    const from = new Date(PLANNED.from);
    const to = new Date(PLANNED.to);
    const stampedFrom = new Date(STAMPED.from);
    const result = effectiveTimes({ from, to, stamp: { required: true, stamped: true, from: stampedFrom } });
    expect(result.from).toBe(stampedFrom);
    expect(result.to).toBe(to);
  });

  it('differs from the plan only in the stamped, unapproved, completed state (property)', () => {
    fc.assert(
      fc.property(anyShift, (s) => {
        const times = effectiveTimes(s);
        const usesStamp = stampState(s) === 'stamped' && !s.stamp?.notCompleted;
        expect(usesStampedTimes(s)).toBe(usesStamp);
        if (!usesStamp) expect(times).toEqual(PLANNED);
        else expect(times).toEqual({ from: s.stamp?.from ?? PLANNED.from, to: s.stamp?.to ?? PLANNED.to });
      }),
    );
  });

  it('approval always restores the planned times (property)', () => {
    fc.assert(
      fc.property(anyShift, (s) => {
        if (s.stamp)
          expect(effectiveTimes({ ...s, stamp: { ...s.stamp, approved: ApprovalState.approved } })).toEqual(
            PLANNED,
          );
      }),
    );
  });
});

describe('stamp state by time', () => {
  const before = Date.parse(PLANNED.to) - 60_000;
  const atEnd = Date.parse(PLANNED.to);
  it('shows a required stamp of a shift not yet ended as later, and as required once it has ended', () => {
    expect(stampStateAt(shift(), before)).toBe('later');
    expect(stampStateAt(shift(), atEnd)).toBe('required');
    expect(stampStateAt(shift(), new Date(atEnd + 1))).toBe('required');
    expect(stampStateAt(shift(), PLANNED.from)).toBe('later');
  });
  it('keeps a running shift (no end yet) at later', () => {
    expect(stampStateAt({ to: null, stamp: stamp() }, atEnd + 86_400_000)).toBe('later');
    expect(hasEnded({ to: null }, atEnd)).toBe(false);
  });
  it('is due only when required, not stamped or approved, and ended', () => {
    expect(stampDue(shift(), atEnd)).toBe(true);
    expect(stampDue(shift(), before)).toBe(false);
    expect(stampDue(shift({ stamped: true, ...STAMPED }), atEnd)).toBe(false);
    expect(stampDue(shift({ required: false }), atEnd)).toBe(false);
    expect(stampDue({ ...PLANNED, stamp: null }, atEnd)).toBe(false);
  });
  it('differs from the timeless state only by later for a required stamp (property)', () => {
    fc.assert(
      fc.property(anyShift, fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }), (s, offset) => {
        const now = atEnd + offset;
        const at = stampStateAt(s, now);
        expect(STAMP_STATES).toContain(at);
        if (at === 'later') expect(stampState(s) === 'required' && now < atEnd).toBe(true);
        else expect(at).toBe(stampState(s));
        expect(stampDue(s, now)).toBe(at === 'required');
      }),
    );
  });
});
