// Start/end shift form (spec §2 dialog, §5): one set of checks used by the web form, through
// `validateStartEnd`, and by the API, through `startEndSchema`.
import { z } from 'zod';
import { SHIFT, SHIFT_TIMING } from '../limits.ts';
import { dateTimeRangeIssue } from '../schemas/common.ts';
import { customIssue, type FieldMessages, type MessageKey } from '../validation.ts';
import { type Instant, MS_PER_MINUTE, toMillis } from './instant.ts';

// Durations live in a zod-free module so a page's first download can show them.
export { durationMinutes, formatDuration, isLongShift } from './duration.ts';

export type StartEndMode = 'start' | 'end';
export type StartEndField = 'name' | 'description' | 'from' | 'to';

export type StartEndInput = {
  name?: string | null;
  description?: string | null;
  from?: Instant | null;
  to?: Instant | null;
};

const isoDateTime = z.iso.datetime({ offset: true });

type StartEndIssue = { field: StartEndField; key: MessageKey; params?: Record<string, unknown> };

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Epoch ms of a form time; strings must be ISO 8601 with an offset, as on the wire. */
function readTime(value: Instant | null | undefined): number | 'missing' | 'invalid' {
  if (isBlank(value)) return 'missing';
  if (typeof value === 'string' && !isoDateTime.safeParse(value).success) return 'invalid';
  const ms = toMillis(value);
  return Number.isFinite(ms) ? ms : 'invalid';
}

/** Checks one time: present, readable and at most SHIFT_TIMING.maxFutureMinutes ahead of now. */
function timeIssue(field: 'from' | 'to', value: Instant | null | undefined, now: Instant) {
  const ms = readTime(value);
  if (ms === 'missing') return { ms, issue: { field, key: 'required' } as StartEndIssue };
  if (ms === 'invalid')
    return { ms, issue: { field, key: 'format', params: { format: 'datetime' } } as StartEndIssue };
  // The API's date-time range, for picker Dates as for wire strings.
  const outOfRange = dateTimeRangeIssue(ms);
  if (outOfRange) return { ms, issue: { field, ...outOfRange } as StartEndIssue };
  const latest = toMillis(now) + SHIFT_TIMING.maxFutureMinutes * MS_PER_MINUTE;
  if (ms > latest) {
    const issue: StartEndIssue = {
      field,
      key: 'notInFuture',
      params: { minutes: SHIFT_TIMING.maxFutureMinutes },
    };
    return { ms, issue };
  }
  return { ms, issue: undefined };
}

/** Every rule violation, at most one per field, in field order. */
function startEndIssues(input: StartEndInput, now: Instant, mode: StartEndMode): StartEndIssue[] {
  const issues: StartEndIssue[] = [];
  const name = input.name?.trim() ?? '';
  if (name === '') issues.push({ field: 'name', key: 'required' });
  else if (name.length > SHIFT.name)
    issues.push({ field: 'name', key: 'maxLength', params: { length: SHIFT.name } });

  const description = input.description?.trim() ?? '';
  if (description.length > SHIFT.description)
    issues.push({ field: 'description', key: 'maxLength', params: { length: SHIFT.description } });

  const start = timeIssue('from', input.from, now);
  if (start.issue) issues.push(start.issue);
  // The end belongs to the end dialog only; starting a shift leaves it open.
  if (mode === 'end') {
    const end = timeIssue('to', input.to, now);
    if (end.issue) issues.push(end.issue);
    else if (typeof start.ms === 'number' && typeof end.ms === 'number' && end.ms < start.ms)
      issues.push({ field: 'to', key: 'after' });
  }
  return issues;
}

/** Field messages for the form, in the same shape the API sends in `fields`. */
export function validateStartEnd(input: StartEndInput, now: Instant, mode: StartEndMode): FieldMessages {
  const out: FieldMessages = {};
  for (const { field, key, params } of startEndIssues(input, now, mode))
    out[field] = { key, params: { field, ...params } };
  return out;
}

const formTime = z.union([z.string(), z.date()]).nullish();

/** The zod schema for the same rules; the name and description come out trimmed. */
export const startEndSchema = (now: Instant, mode: StartEndMode) =>
  z
    .object({
      name: z.string().trim().nullish(),
      description: z.string().trim().nullish(),
      from: formTime,
      to: formTime,
    })
    .superRefine((input, ctx) => {
      for (const { field, key, params } of startEndIssues(input, now, mode))
        ctx.addIssue(customIssue(key, [field], params));
    });

/**
 * The end after the start moved from `oldFrom` to `newFrom`: shifted by the same amount, so the
 * duration stays. Without an end, or without two readable starts, the end is returned unchanged.
 */
export function moveStart<T extends Instant | null | undefined>(
  oldFrom: Instant | null | undefined,
  newFrom: Instant | null | undefined,
  to: T,
): T {
  const delta = toMillis(newFrom) - toMillis(oldFrom);
  const end = toMillis(to);
  if (!Number.isFinite(delta) || !Number.isFinite(end)) return to;
  const moved = new Date(end + delta);
  return (to instanceof Date ? moved : moved.toISOString()) as T;
}
