// Field messages shared by forms and the API (spec §8): a message key plus parameters.
// The server sends them in the error's `fields`; the web translates the key.
import type { z } from 'zod';
import { REQUEST } from './limits.ts';

export type FieldMessage = { key: string; params?: Record<string, unknown> };
export type FieldMessages = Record<string, FieldMessage>;

export const MESSAGE_KEYS = [
  'required',
  'maxLength',
  'minLength',
  'maxValue',
  'minValue',
  'maxItems',
  'minItems',
  'after',
  'type',
  'format',
  'enum',
  'unknownKey',
  'duplicate',
  'notInFuture',
  'invalidOtp',
  'wrongPassword',
  'invalidCharacter',
  'fileNameEnd',
  'maxBytes',
  'locked',
  'ongoing',
  'invalid',
  'tooManyShifts',
  'taken',
  'rate',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** Use in refinements: `ctx.addIssue(customIssue('after', ['to']))`. */
export const customIssue = (key: MessageKey, path: PropertyKey[], params?: Record<string, unknown>) => ({
  code: 'custom' as const,
  message: key,
  path,
  params: { key, ...params },
});

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.') || '_';

function messageFor(issue: z.core.$ZodIssue): FieldMessage {
  const field = pathKey(issue.path);
  // With reportInput, a missing value is told apart from a wrong one whatever the schema kind.
  if ('input' in issue && issue.input === undefined && issue.code !== 'custom')
    return { key: 'required', params: { field } };
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'type', params: { field, expected: issue.expected } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'maxLength', params: { field, length: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'maxItems', params: { field, count: Number(issue.maximum) } };
      return { key: 'maxValue', params: { field, max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { key: 'required', params: { field } }
          : { key: 'minLength', params: { field, length: Number(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'minItems', params: { field, count: Number(issue.minimum) } };
      return { key: 'minValue', params: { field, min: Number(issue.minimum) } };
    case 'invalid_format':
      return { key: 'format', params: { field, format: issue.format } };
    case 'invalid_value':
      return { key: 'enum', params: { field, options: issue.values.map(String) } };
    case 'unrecognized_keys':
      return { key: 'unknownKey', params: { field, keys: issue.keys } };
    case 'custom': {
      const { key, ...params } = (issue.params ?? {}) as { key?: string };
      return { key: key ?? 'invalid', params: { field, ...params } };
    }
    default:
      return { key: 'invalid', params: { field } };
  }
}

/** One message per field (the first issue wins), keyed by the dotted field path. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[], prefix?: string): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of issues) {
    const path = prefix ? [prefix, ...issue.path] : issue.path;
    const key = pathKey(path);
    if (!(key in out)) out[key] = messageFor({ ...issue, path } as z.core.$ZodIssue);
  }
  return out;
}

/**
 * Parses and, on failure, returns per-field messages. `reportInput` lets a missing field
 * ('required') be told apart from a wrong type ('type').
 */
export function parseWithMessages<S extends z.ZodType>(
  schema: S,
  data: unknown,
):
  | { success: true; data: z.output<S> }
  | { success: false; fields: FieldMessages; issues: z.core.$ZodIssue[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, fields: fieldMessages(result.error.issues), issues: result.error.issues };
}

/**
 * One value met by the iterative walks below, linked to the step that holds it: a path is built
 * only for the answer, so a walk stays linear at any depth.
 */
type WalkStep = { value: unknown; depth: number; key: PropertyKey; up: WalkStep | null };

function pathOf(step: WalkStep): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: WalkStep | null = step; at?.up; at = at.up) path.push(at.key);
  return path.reverse();
}

/** Onto a walk's stack last first, so the first entry is met first; one push at a time, since
 * spread as arguments a wide array would overflow the stack. */
function pushInOrder(stack: WalkStep[], inner: WalkStep[]) {
  for (let i = inner.length - 1; i >= 0; i--) stack.push(inner[i] as WalkStep);
}

function innerSteps(step: WalkStep): WalkStep[] {
  return Object.entries(step.value as object).map(([key, value]) => ({
    value,
    depth: step.depth + 1,
    key,
    up: step,
  }));
}

/**
 * Path to a value nested more than `maxDepth` arrays and objects deep, or null; iterative, so any
 * depth is measured without recursion.
 */
export function findTooDeep(value: unknown, maxDepth: number): PropertyKey[] | null {
  const stack: WalkStep[] = [{ value, depth: 0, key: '', up: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if (!step.value || typeof step.value !== 'object') continue;
    if (step.depth >= maxDepth) return pathOf(step);
    pushInOrder(stack, innerSteps(step));
  }
  return null;
}

/**
 * A NUL, or a UTF-16 surrogate without its pair. PostgreSQL stores neither: text and jsonb refuse
 * a NUL, jsonb refuses a lone surrogate's `\uD800` escape, and text gets U+FFFD in its place
 * (decision 131).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this refuses.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether PostgreSQL stores `text` as written (decision 131). */
export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * Path of the first string or object key PostgreSQL would not store as written (see
 * isStorableText), or null. For a key, the path of the object holding it: a field message's
 * name never carries the character it refuses. Iterative, like findTooDeep.
 */
export function findUnstorableText(value: unknown): PropertyKey[] | null {
  const stack: WalkStep[] = [{ value, depth: 0, key: '', up: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if (typeof step.value === 'string') {
      if (!isStorableText(step.value)) return pathOf(step);
      continue;
    }
    if (!step.value || typeof step.value !== 'object') continue;
    const inner = innerSteps(step);
    if (inner.some((s) => !isStorableText(String(s.key)))) return pathOf(step);
    pushInOrder(stack, inner);
  }
  return null;
}

/**
 * What every request body and query is checked for before its schema, or null: first nesting
 * deeper than `maxDepth` (the request limit unless given), before anything walks it recursively
 * (zod's refinements, a JSON serialiser); then a string or key PostgreSQL would refuse or change,
 * wherever it is, also in a key the schema would drop (decision 131). Both walks are iterative,
 * so no depth overflows them.
 */
export function requestShapeIssue(
  data: unknown,
  maxDepth: number = REQUEST.maxJsonDepth,
): z.core.$ZodIssue | null {
  const deepAt = findTooDeep(data, maxDepth);
  if (deepAt) return customIssue('invalid', deepAt, { maxDepth }) as z.core.$ZodIssue;
  const badAt = findUnstorableText(data);
  if (badAt) return customIssue('invalidCharacter', badAt) as z.core.$ZodIssue;
  return null;
}
