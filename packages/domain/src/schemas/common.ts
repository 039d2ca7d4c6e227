// Building blocks for entity schemas: ids, times, bounded text and time-effective lists.
import { z } from 'zod';
import { ApprovalState } from '../enums.ts';
import { DATE_TIME, FREE_FORM_JSON, REQUEST } from '../limits.ts';
import { duplicateDates, isEmptyValue } from '../rules/timeEffective.ts';
import { customIssue, findTooDeep, findUnstorableText } from '../validation.ts';

export const id = z.uuid();
export const idParams = z.object({ id });
export const ids = (max: number) => z.array(id).min(1).max(max);
/** Body of a mass action on existing rows: `{ids}`. */
export const massIdsInput = z.object({ ids: ids(REQUEST.maxIdsPerMassAction) });

export const approvalState = z.literal(ApprovalState.values);

const earliest = Date.UTC(DATE_TIME.minYear, 0, 1);
const latest = Date.UTC(DATE_TIME.maxYear + 1, 0, 1) - 1;
/** The accepted instants in epoch ms; an open end of a query window defaults to these. */
export const DATE_TIME_RANGE_MS = { earliest, latest } as const;
const isoOf = (ms: number) => new Date(ms).toISOString();

/** The message for an instant (epoch ms) outside DATE_TIME, or null; forms use it for Dates. */
export function dateTimeRangeIssue(ms: number) {
  if (ms < earliest) return { key: 'minValue', params: { min: isoOf(earliest) } } as const;
  if (ms > latest) return { key: 'maxValue', params: { max: isoOf(latest) } } as const;
  return null;
}

/**
 * DATE_TIME for the document: the years as written, one year inside each bound so that any
 * offset keeps the instant in range (a test checks it). The server refuses by instant.
 */
export const DATE_TIME_YEAR_PATTERN = '^(19(0[1-9]|[1-9]\\d)|2[01]\\d{2})-';

/**
 * ISO 8601 date-time with an offset (or Z), as the wire carries every time, between the start
 * of DATE_TIME.minYear and the end of maxYear (UTC); outside it a minValue/maxValue message.
 */
export const dateTime = z.iso
  .datetime({ offset: true })
  .superRefine((value, ctx) => {
    const issue = dateTimeRangeIssue(Date.parse(value));
    if (issue) ctx.addIssue(customIssue(issue.key, [], issue.params));
  })
  .meta({
    pattern: DATE_TIME_YEAR_PATTERN,
    description: `From ${isoOf(earliest)} to ${isoOf(latest)}.`,
  });

/** A query flag: exactly `true` or `false`, documented as that enum. */
export const booleanWord = z
  .stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' })
  .meta({ enum: ['true', 'false'] });

/**
 * A query parameter naming one of a numeric enum's values (`?type=2`): documented as the enum of
 * those words, read as the number.
 */
export const numericQueryEnum = <const V extends readonly number[]>(values: V) =>
  z.enum(values.map(String) as [string, ...string[]]).transform((word) => Number(word) as V[number]);

/**
 * Calendar date YYYY-MM-DD (time-effective values, holidays), in the years DATE_TIME_YEAR_PATTERN
 * documents: one inside each bound of DATE_TIME, so any day's instants stay accepted ones (and a
 * year 0 never reaches the database, which has none).
 */
export const date = z.iso
  .date()
  .superRefine((day, ctx) => {
    const year = Number(day.slice(0, 4));
    if (year <= DATE_TIME.minYear)
      ctx.addIssue(customIssue('minValue', [], { min: `${DATE_TIME.minYear + 1}-01-01` }));
    if (year >= DATE_TIME.maxYear)
      ctx.addIssue(customIssue('maxValue', [], { max: `${DATE_TIME.maxYear - 1}-12-31` }));
  })
  .meta({ pattern: DATE_TIME_YEAR_PATTERN });

/**
 * The one rule for a free-form JSON object stored in a jsonb column (decision 131): nested at
 * most FREE_FORM_JSON.maxDepth deep, no NUL and no lone UTF-16 surrogate in any key or value
 * (PostgreSQL refuses both in jsonb), and at most `maxChars` characters as JSON.
 */
export const freeFormObject = (maxChars: number) =>
  z
    .record(z.string(), z.unknown())
    .superRefine((value, ctx) => {
      const deepAt = findTooDeep(value, FREE_FORM_JSON.maxDepth);
      if (deepAt) return ctx.addIssue(customIssue('invalid', deepAt, { maxDepth: FREE_FORM_JSON.maxDepth }));
      const badAt = findUnstorableText(value);
      if (badAt) return ctx.addIssue(customIssue('invalidCharacter', badAt));
      if (JSON.stringify(value).length > maxChars)
        ctx.addIssue(customIssue('maxLength', [], { length: maxChars }));
    })
    .meta({
      description: `Any JSON object, nested at most ${FREE_FORM_JSON.maxDepth} deep, at most ${maxChars} characters as JSON; no NUL (U+0000) and no unpaired UTF-16 surrogate in any key or value.`,
    });

/** Trimmed text of at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max);
/** Trimmed, non-empty text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Control characters (line breaks and tabs too) and bidi embeddings, overrides and isolates. */
const NOT_IN_A_NAME = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const oneLine = (value: string, ctx: z.RefinementCtx) => {
  if (NOT_IN_A_NAME.test(value)) ctx.addIssue(customIssue('invalidCharacter', []));
};
/**
 * A name shown on one line as written (an organisation's, a token's): a line break, a control
 * character or a bidi override ('\u202Egnp.exe') would split, hide or reorder what people read.
 */
export const nameText = (max: number) => requiredText(max).superRefine(oneLine);
/** nameText that may be empty. */
export const optionalNameText = (max: number) => text(max).superRefine(oneLine);
export const email = (max: number) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(max)
    .pipe(z.email())
    // The document states what the pipe checks (its input side alone would say "any string").
    .meta({ format: 'email' });
/** An email address, or '' for none (optional contact fields). */
export const optionalEmail = (max: number) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(max)
    .pipe(z.union([z.literal(''), z.email()]))
    // The document states what the pipe checks: empty, or an address.
    .meta({ anyOf: [{ const: '' }, { format: 'email' }] });
/** A 304 to a conditional GET (If-None-Match naming the current ETag): no body. */
export const notModified = z
  .string()
  .max(0)
  .meta({ description: 'Not Modified: the If-None-Match tag is current' });

/** Free-form notes an organisation keeps on an entity. */
export const meta = (max: number) => z.string().max(max);

export const timeEffectiveEntry = <T extends z.ZodType>(value: T) => z.object({ validFrom: date, value });

/** A time-effective list: no duplicate dates, no empty values (spec §3). */
export const timeEffectiveList = <T extends z.ZodType>(value: T) =>
  z.array(timeEffectiveEntry(value)).superRefine((list, ctx) => {
    const dupes = new Set(duplicateDates(list));
    (list as { validFrom: string; value: unknown }[]).forEach((entry, i) => {
      if (dupes.has(entry.validFrom)) ctx.addIssue(customIssue('duplicate', [i, 'validFrom']));
      if (isEmptyValue(entry.value)) ctx.addIssue(customIssue('required', [i, 'value']));
    });
  });

/** A list's `total` beside its `totalCapped`: how many match, counted up to REQUEST.maxCountedTotal. */
export const countedTotal = () =>
  z
    .number()
    .int()
    .min(0)
    .max(REQUEST.maxCountedTotal)
    .describe(`How many match, counted up to ${REQUEST.maxCountedTotal}.`);

export const listQuery = (maxPageSize: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(maxPageSize).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  });

/** A refinement putting message 'after' on `end` when both are given and `end` comes too early. */
const endRefinement =
  (equalAllowed: boolean) =>
  <K extends string>(start: K, end: K) =>
  (value: Partial<Record<K, string | null>>, ctx: z.RefinementCtx) => {
    const from = value[start];
    const to = value[end];
    if (!from || !to) return;
    const gap = Date.parse(to) - Date.parse(from);
    if (equalAllowed ? gap < 0 : gap <= 0) ctx.addIssue(customIssue('after', [end]));
  };

/** Refinement: `end` must be later than `start` when both are given (message 'after' on `end`). */
export const endsAfter = endRefinement(false);

/** Refinement: `end` must not be before `start` (equal is allowed; message 'after' on `end`). */
export const endsNotBefore = endRefinement(true);

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> | z.ZodPrefault<infer Inner> ? Inner : T;

/**
 * Update input from a create input: every field optional and defaults dropped, so a field the
 * caller leaves out keeps its stored value (`.partial()` would fill in the create defaults).
 */
export function updateOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? field.unwrap() : field;
    shape[key] = (inner as z.ZodType).optional();
  }
  return z.object(shape as { [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> });
}
