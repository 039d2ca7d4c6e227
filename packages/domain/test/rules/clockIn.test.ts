// Which planned shift the start button offers (decision 140), worked by hand at the window's edges.
import { describe, expect, it } from 'vitest';
import { clockInSpan, shiftToClockIn } from '../../src/rules/clockIn.ts';

const NOW = '2026-11-23T12:00:00.000Z';
const planned = (name: string, from: string, to: string | null = '2026-11-23T20:00:00.000Z', extra = {}) => ({
  name,
  from,
  to,
  submitted: true,
  stamp: { stamped: false },
  ...extra,
});

describe('shiftToClockIn', () => {
  it('offers nothing without a planned shift', () => {
    expect(shiftToClockIn([], NOW)).toBeUndefined();
  });

  it('offers a shift starting exactly one hour ahead, not one minute later', () => {
    expect(shiftToClockIn([planned('a', '2026-11-23T13:00:00.000Z')], NOW)?.name).toBe('a');
    expect(shiftToClockIn([planned('b', '2026-11-23T13:00:01.000Z')], NOW)).toBeUndefined();
  });

  it('offers a shift that started exactly one hour ago, not a second earlier', () => {
    expect(shiftToClockIn([planned('a', '2026-11-23T11:00:00.000Z')], NOW)?.name).toBe('a');
    expect(shiftToClockIn([planned('b', '2026-11-23T10:59:59.000Z')], NOW)).toBeUndefined();
  });

  it('offers a shift starting now', () => {
    expect(shiftToClockIn([planned('a', NOW)], NOW)?.name).toBe('a');
  });

  it('of two, offers the start nearest now, and of two as near the earlier', () => {
    const earlier = planned('earlier', '2026-11-23T11:20:00.000Z');
    const later = planned('later', '2026-11-23T12:30:00.000Z');
    expect(shiftToClockIn([earlier, later], NOW)?.name).toBe('later');
    const before = planned('before', '2026-11-23T11:30:00.000Z');
    expect(shiftToClockIn([later, before], NOW)?.name).toBe('before');
  });

  it('skips a running, a stamped and an ended shift', () => {
    const running = planned('running', '2026-11-23T11:50:00.000Z', null, { submitted: false });
    const stamped = planned('stamped', '2026-11-23T11:55:00.000Z', undefined, { stamp: { stamped: true } });
    const ended = planned('ended', '2026-11-23T11:10:00.000Z', NOW);
    const next = planned('next', '2026-11-23T12:50:00.000Z');
    expect(shiftToClockIn([running, stamped, ended, next], NOW)?.name).toBe('next');
  });

  it('asks the server for the hour either side', () => {
    expect(clockInSpan(NOW)).toEqual({ from: '2026-11-23T11:00:00.000Z', to: '2026-11-23T13:00:00.000Z' });
  });
});
