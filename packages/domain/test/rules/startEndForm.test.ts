import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIFT, SHIFT_TIMING } from '../../src/limits.ts';
import {
  durationMinutes,
  formatDuration,
  isLongShift,
  moveStart,
  type StartEndInput,
  type StartEndMode,
  startEndSchema,
  validateStartEnd,
} from '../../src/rules/startEndForm.ts';
import { fieldMessages } from '../../src/validation.ts';

const NOW = '2024-05-10T12:00:00.000Z';
const MIN = 60_000;
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * MIN).toISOString();
const MAX_AHEAD = SHIFT_TIMING.maxFutureMinutes;

const started: StartEndInput = { name: 'Yövuoro', from: at(-8 * 60) };
const ended: StartEndInput = { ...started, to: at(0) };

describe('validateStartEnd: start mode', () => {
  it('accepts a named shift starting now or in the past', () => {
    expect(validateStartEnd(started, NOW, 'start')).toEqual({});
    expect(validateStartEnd({ name: 'Aamu', from: NOW }, NOW, 'start')).toEqual({});
  });

  it('requires a name, blank counting as missing', () => {
    for (const name of [undefined, null, '', '   ']) {
      expect(validateStartEnd({ ...started, name }, NOW, 'start')).toEqual({
        name: { key: 'required', params: { field: 'name' } },
      });
    }
  });

  it('limits the name and the description', () => {
    const messages = validateStartEnd(
      { ...started, name: 'n'.repeat(SHIFT.name + 1), description: 'd'.repeat(SHIFT.description + 1) },
      NOW,
      'start',
    );
    expect(messages).toEqual({
      name: { key: 'maxLength', params: { field: 'name', length: SHIFT.name } },
      description: { key: 'maxLength', params: { field: 'description', length: SHIFT.description } },
    });
    expect(validateStartEnd({ ...started, name: 'n'.repeat(SHIFT.name) }, NOW, 'start')).toEqual({});
  });

  it('requires a start time', () => {
    expect(validateStartEnd({ name: 'Aamu' }, NOW, 'start').from).toEqual({
      key: 'required',
      params: { field: 'from' },
    });
  });

  it('allows the start up to the limit ahead of now, not beyond', () => {
    expect(validateStartEnd({ name: 'Aamu', from: at(MAX_AHEAD) }, NOW, 'start')).toEqual({});
    expect(validateStartEnd({ name: 'Aamu', from: at(MAX_AHEAD + 1) }, NOW, 'start')).toEqual({
      from: { key: 'notInFuture', params: { field: 'from', minutes: MAX_AHEAD } },
    });
  });

  it('rejects a start time that is not an ISO date-time', () => {
    expect(validateStartEnd({ name: 'Aamu', from: 'tomorrow' }, NOW, 'start').from?.key).toBe('format');
    expect(validateStartEnd({ name: 'Aamu', from: new Date(Number.NaN) }, NOW, 'start').from?.key).toBe(
      'format',
    );
  });

  it('ignores the end time when starting', () => {
    expect(validateStartEnd({ ...started, to: at(-24 * 60) }, NOW, 'start')).toEqual({});
  });
});

describe('validateStartEnd: end mode', () => {
  it('accepts an end after the start', () => {
    expect(validateStartEnd(ended, NOW, 'end')).toEqual({});
  });

  it('requires an end time', () => {
    expect(validateStartEnd(started, NOW, 'end')).toEqual({
      to: { key: 'required', params: { field: 'to' } },
    });
  });

  it('rejects an end before the start, allowing an equal one', () => {
    expect(validateStartEnd({ ...started, to: at(-9 * 60) }, NOW, 'end')).toEqual({
      to: { key: 'after', params: { field: 'to' } },
    });
    expect(validateStartEnd({ ...started, to: started.from }, NOW, 'end')).toEqual({});
  });

  it('rejects an end more than the limit ahead of now', () => {
    expect(validateStartEnd({ ...started, to: at(MAX_AHEAD + 1) }, NOW, 'end')).toEqual({
      to: { key: 'notInFuture', params: { field: 'to', minutes: MAX_AHEAD } },
    });
    expect(validateStartEnd({ ...started, to: at(MAX_AHEAD) }, NOW, 'end')).toEqual({});
  });

  it('compares instants, so offsets and Dates work', () => {
    const helsinki = { name: 'Ilta', from: '2024-05-10T14:00:00+03:00', to: new Date(NOW) };
    expect(validateStartEnd(helsinki, NOW, 'end')).toEqual({});
    expect(validateStartEnd({ ...helsinki, to: '2024-05-10T13:59:00+03:00' }, NOW, 'end').to?.key).toBe(
      'after',
    );
  });

  it('accepts exactly the inputs whose times are in order and not too far ahead (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 60 }), fc.integer({ min: -3000, max: 60 }), (from, to) => {
        const ok =
          Object.keys(validateStartEnd({ name: 'N', from: at(from), to: at(to) }, NOW, 'end')).length === 0;
        expect(ok).toBe(from <= MAX_AHEAD && to <= MAX_AHEAD && to >= from);
      }),
    );
  });
});

describe('startEndSchema', () => {
  const mode = fc.constantFrom<StartEndMode>('start', 'end');
  const time = fc.option(
    fc.oneof(
      fc.integer({ min: -3000, max: 60 }).map(at),
      fc.integer({ min: -3000, max: 60 }).map((m) => new Date(Date.parse(at(m)))),
    ),
    { nil: undefined },
  );
  const input = fc.record({
    name: fc.option(fc.string({ maxLength: SHIFT.name + 5 }), { nil: undefined }),
    description: fc.option(fc.string({ maxLength: SHIFT.description + 5 }), { nil: null }),
    from: time,
    to: time,
  });

  it('gives the API the same field messages as the form (property)', () => {
    fc.assert(
      fc.property(input, mode, (value, m) => {
        const result = startEndSchema(NOW, m).safeParse(value);
        const fromSchema = result.success ? {} : fieldMessages(result.error.issues);
        expect(fromSchema).toEqual(validateStartEnd(value, NOW, m));
      }),
    );
  });

  it('returns trimmed text on success', () => {
    const result = startEndSchema(NOW, 'end').parse({ ...ended, name: '  Yövuoro ', description: ' ok ' });
    expect(result.name).toBe('Yövuoro');
    expect(result.description).toBe('ok');
  });

  it('reports every broken rule at once', () => {
    const result = startEndSchema(NOW, 'end').safeParse({ name: '', from: at(60), to: at(30) });
    expect(fieldMessages(result.error?.issues ?? [])).toEqual({
      name: { key: 'required', params: { field: 'name' } },
      from: { key: 'notInFuture', params: { field: 'from', minutes: MAX_AHEAD } },
      to: { key: 'notInFuture', params: { field: 'to', minutes: MAX_AHEAD } },
    });
  });

  it('rejects a wrongly typed field', () => {
    expect(startEndSchema(NOW, 'start').safeParse({ name: 5, from: NOW }).success).toBe(false);
  });
});

describe('durationMinutes', () => {
  it('counts the minutes between two instants', () => {
    expect(durationMinutes(at(0), at(450))).toBe(450);
    expect(durationMinutes(new Date(at(0)), at(-30))).toBe(-30);
  });

  it('counts real time across DST changes in Helsinki', () => {
    // 22:00 to 07:00 local: the spring-forward night is 8 h, the fall-back night 10 h.
    expect(durationMinutes('2024-03-30T22:00:00+02:00', '2024-03-31T07:00:00+03:00')).toBe(8 * 60);
    expect(durationMinutes('2024-10-26T22:00:00+03:00', '2024-10-27T07:00:00+02:00')).toBe(10 * 60);
  });

  it('is undefined when a time is missing or unreadable', () => {
    expect(durationMinutes(at(0), undefined)).toBeUndefined();
    expect(durationMinutes(null, at(0))).toBeUndefined();
    expect(durationMinutes('nope', at(0))).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it('shows hours and minutes', () => {
    expect(formatDuration(450)).toBe('7 h 30 min');
    expect(formatDuration(60)).toBe('1 h 0 min');
    expect(formatDuration(59)).toBe('0 h 59 min');
    expect(formatDuration(1500)).toBe('25 h 0 min');
  });

  it('drops seconds', () => {
    expect(formatDuration(90.9)).toBe('1 h 30 min');
  });

  it('falls back to 0 h 0 min for missing, negative or not-a-number values', () => {
    for (const value of [undefined, null, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatDuration(value)).toBe('0 h 0 min');
  });

  it('round-trips whole minutes (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (minutes) => {
        const match = /^(\d+) h (\d+) min$/.exec(formatDuration(minutes));
        expect(match).not.toBeNull();
        const [h, m] = [Number(match?.[1]), Number(match?.[2])];
        expect(m).toBeLessThan(60);
        expect(h * 60 + m).toBe(minutes);
      }),
    );
  });
});

describe('isLongShift', () => {
  const limit = SHIFT_TIMING.longShiftWarningMinutes;

  it('warns only above the limit', () => {
    expect(isLongShift(at(0), at(limit))).toBe(false);
    expect(isLongShift(at(0), at(limit + 1))).toBe(true);
  });

  it('does not warn without an end', () => {
    expect(isLongShift(at(0), null)).toBe(false);
  });
});

describe('moveStart', () => {
  it('moves the end by as much as the start moved', () => {
    expect(moveStart(at(0), at(30), at(480))).toBe(at(510));
    expect(moveStart(at(0), at(-90), at(480))).toBe(at(390));
  });

  it('keeps a Date end a Date', () => {
    const moved = moveStart(at(0), at(15), new Date(at(60)));
    expect(moved).toBeInstanceOf(Date);
    expect(moved.toISOString()).toBe(at(75));
  });

  it('leaves a missing end missing', () => {
    expect(moveStart(at(0), at(30), undefined)).toBeUndefined();
    expect(moveStart(at(0), at(30), null)).toBeNull();
  });

  it('leaves the end alone when a start is missing', () => {
    expect(moveStart(undefined, at(30), at(480))).toBe(at(480));
  });

  it('keeps the duration (property)', () => {
    const minute = fc.integer({ min: -10_000, max: 10_000 });
    fc.assert(
      fc.property(minute, minute, minute, (oldFrom, newFrom, to) => {
        const moved = moveStart(at(oldFrom), at(newFrom), at(to));
        expect(durationMinutes(at(newFrom), moved)).toBe(durationMinutes(at(oldFrom), at(to)));
      }),
    );
  });
});

describe('date-time range', () => {
  it('a picker Date or a string outside the API range gets the API message', () => {
    const now = new Date('2025-03-03T12:00:00Z');
    const ancient = new Date(Date.UTC(1899, 11, 31, 23));
    const fields = validateStartEnd({ name: 'Vuoro', from: ancient, to: '0099-01-01T00:00:00Z' }, now, 'end');
    expect(fields.from).toEqual({
      key: 'minValue',
      params: { field: 'from', min: '1900-01-01T00:00:00.000Z' },
    });
    expect(fields.to?.key).toBe('minValue');
  });
});
