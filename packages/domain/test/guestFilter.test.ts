// Which shifts a guest user's filters let through (docs/decisions/106).
import { describe, expect, it } from 'vitest';
import { clampToGuestWindow, guestDayWindow } from '../src/rules/guestFilter.ts';

describe('guest day window', () => {
  it('is -1: no limit', () => {
    expect(guestDayWindow(-1, '2026-11-24T10:00:00Z')).toBeNull();
  });

  it('runs from the start of the day `days` before today to the end of the day `days` after, in Helsinki', () => {
    // 23:30 UTC on the 24th is already the 25th in Helsinki (+2).
    expect(guestDayWindow(0, '2026-11-24T23:30:00Z')).toEqual({
      from: new Date('2026-11-24T22:00:00Z'),
      to: new Date('2026-11-25T22:00:00Z'),
    });
    expect(guestDayWindow(2, '2026-11-24T10:00:00Z')).toEqual({
      from: new Date('2026-11-21T22:00:00Z'),
      to: new Date('2026-11-26T22:00:00Z'),
    });
  });

  it('keeps to midnights across the spring clock change', () => {
    // Summer time starts on 29 March 2026: 28 March begins at +2, 31 March at +3.
    expect(guestDayWindow(1, '2026-03-29T12:00:00Z')).toEqual({
      from: new Date('2026-03-27T22:00:00Z'),
      to: new Date('2026-03-30T21:00:00Z'),
    });
  });

  it('clamps a requested window to the allowed one, or answers null when they do not meet', () => {
    const allowed = { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') };
    expect(
      clampToGuestWindow(
        { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') },
        allowed,
      ),
    ).toEqual({ from: allowed.from, to: new Date('2026-11-25T00:00:00Z') });
    expect(
      clampToGuestWindow(
        { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-08T00:00:00Z') },
        allowed,
      ),
    ).toBeNull();
    const requested = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') };
    expect(clampToGuestWindow(requested, null)).toEqual(requested);
  });
});
