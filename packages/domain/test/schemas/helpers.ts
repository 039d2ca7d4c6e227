// Shared checks for the schema tests: the field messages of a failed parse, copies of a valid
// example with one field changed, and the length checks every text field gets.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { type FieldMessages, fieldMessages } from '../../src/validation.ts';

/** A fixed, valid v4 UUID numbered `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Field messages of a parse that must fail. `reportInput` keeps each issue's input, which
 * fieldMessages needs to tell a missing field ('required') from a mistyped one ('type').
 */
export function messages(schema: z.ZodType, input: unknown): FieldMessages {
  const result = schema.safeParse(input, { reportInput: true });
  expect(result.success, 'expected the parse to fail').toBe(false);
  return result.success ? {} : fieldMessages(result.error.issues);
}

/** A deep copy of `value` with the dotted `path` set, or removed when `next` is undefined. */
export function withField(value: unknown, path: string, next: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (next === undefined) delete node[last];
  else node[last] = next;
  return copy;
}

export const repeat = (n: number) => 'x'.repeat(n);

/** For each path: `max` characters pass, `max + 1` fail with maxLength and the length. */
export function itBoundsLengths(
  schema: z.ZodType,
  valid: unknown,
  limits: Record<string, number>,
  fill: (length: number) => string = repeat,
) {
  for (const [path, max] of Object.entries(limits)) {
    it(`${path} takes ${max} characters, not ${max + 1}`, () => {
      expect(schema.safeParse(withField(valid, path, fill(max))).success).toBe(true);
      expect(messages(schema, withField(valid, path, fill(max + 1)))[path]).toEqual({
        key: 'maxLength',
        params: { field: path, length: max },
      });
    });
  }
}

// Mostly ordinary characters, with whitespace that trimming removes and a two-unit emoji.
const UNITS = ['a', 'Ö', '-', '1', ' ', '\t', '\u00a0', '😀'];
/** For one-line names (nameText), which refuse a tab inside: their own tests cover control characters. */
export const ONE_LINE = { withoutTab: true } as const;

/** Property: a required name is accepted exactly when it has 1..max characters (code points) once trimmed. */
export function itBoundsName(
  schema: z.ZodType,
  valid: unknown,
  path: string,
  max: number,
  opts: { withoutTab?: boolean } = {},
) {
  const unit = fc.constantFrom(...UNITS.filter((u) => !(opts.withoutTab && u === '\t')));
  it(`${path} is accepted exactly when its trimmed length is 1..${max}`, () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: max + 8, size: 'max' }), (name) => {
        const length = [...name.trim()].length;
        const ok = schema.safeParse(withField(valid, path, name)).success;
        expect(ok).toBe(length >= 1 && length <= max);
      }),
    );
  });
}
