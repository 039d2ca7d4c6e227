// Responses are written by fast-json-stringify, compiled once per response schema from the
// contract's JSON Schema (zod's output form, `additionalProperties: false` on every object): only
// the contract's fields leave, as zod's strip did, without validating every row on every request
// (decision 149). With `checkResponses` (the tests) zod encodes each response too, and the two must
// agree: a handler that strays from its contract still fails there, as it did before.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords only validation reads: fast-json-stringify writes a value the same with or without them. */
const VALIDATION_ONLY = new Set([
  'pattern',
  'format',
  'description',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** `{ anyOf: [{ type: 'string' }, { type: 'null' }] }` as `{ type: ['string', 'null'] }`. */
function primitiveUnion(branches: JsonSchema[]): JsonSchema | null {
  const types: string[] = [];
  for (const branch of branches) {
    // An enum or a constant only picks a branch, which a list of types need not do.
    if (!Object.keys(branch).every((key) => key === 'type' || key === 'enum' || key === 'const')) return null;
    const branchTypes = ([] as unknown[]).concat(branch.type);
    if (!branchTypes.every((t) => typeof t === 'string' && PRIMITIVES.has(t))) return null;
    types.push(...(branchTypes as string[]));
  }
  return { type: [...new Set(types)] };
}

const isNullType = (branch: JsonSchema) => Object.keys(branch).length === 1 && branch.type === 'null';

/** The schema without `additionalProperties: false` anywhere: what a value must match to be of a branch. */
function relaxed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(relaxed);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, relaxed(value)]),
  );
}

/**
 * A union as conditions: the first branch the value fits (extra fields allowed, as zod's union
 * takes the first branch that parses) is written by that branch's own schema, which drops the
 * extra fields. fast-json-stringify's own union picks a branch by the strict schema, so a value
 * with one field more would fit none.
 */
function unionAsConditions(branches: JsonSchema[]): JsonSchema {
  // Null first: a value that fits no branch then falls to a branch that writes or refuses it.
  const [first, ...rest] = [...branches.filter(isNullType), ...branches.filter((b) => !isNullType(b))];
  if (rest.length === 0) return first as JsonSchema;
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, not a promise.
  return { if: relaxed(first), then: first, else: unionAsConditions(rest) };
}

/**
 * The schema as fast-json-stringify writes it fastest and safely: without validation-only
 * keywords (its unions check values against them with Ajv, patterns and all), a union of plain
 * types as one list of types (checked with `typeof`), an object or list or null as a nullable
 * one, any other union as conditions.
 */
export function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key) && typeof value !== 'object') continue;
    // Inside `properties`, `definitions` and the like the keys are names, not keywords.
    out[key] =
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, forWriting(v)]))
        : forWriting(value);
  }
  const branches = (out.anyOf ?? out.oneOf) as JsonSchema[] | undefined;
  if (!Array.isArray(branches)) return out;
  const { anyOf: _any, oneOf: _one, ...besides } = out;
  return { ...besides, ...(primitiveUnion(branches) ?? nullableOf(branches) ?? unionAsConditions(branches)) };
}

/**
 * `X | null` for an object or a list X as X marked nullable: no branch to choose, and a value that
 * is not null is written by X, which refuses a missing field. As conditions, such a value that did
 * not fit X (a field missing) would fall to the null branch and leave as null without a word.
 */
function nullableOf(branches: JsonSchema[]): JsonSchema | null {
  const [a, b] = branches;
  if (branches.length !== 2 || !a || !b) return null;
  const other = isNullType(a) ? b : isNullType(b) ? a : null;
  if (!other || isNullType(other)) return null;
  return other.type === 'object' || other.type === 'array' ? { ...other, nullable: true } : null;
}

/** A contract's response schema as JSON Schema for the writer. */
export const writerSchema = (schema: z.ZodType) =>
  forWriting(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));

/** The serializer every route's responses go through; `checkResponses` adds zod's check. */
export function responseSerializer({
  checkResponses,
}: {
  checkResponses: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  // One writer per schema: every route's 4xx and 5xx share the error schema.
  const writers = new WeakMap<z.ZodType, (data: unknown) => string>();
  const writerOf = (schema: z.ZodType) => {
    let write = writers.get(schema);
    if (!write) {
      write = fastJson(writerSchema(schema) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
      writers.set(schema, write);
    }
    return write;
  };
  return ({ schema, method, url, httpStatus }) => {
    const write = writerOf(schema);
    if (!checkResponses) return write;
    return (data) => {
      const encoded = z.safeEncode(schema, data);
      if (!encoded.success)
        throw new Error(`${method} ${url} ${httpStatus}: the response breaks its contract`, {
          cause: encoded.error,
        });
      const text = write(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(encoded.data))))
        throw new Error(`${method} ${url} ${httpStatus}: the writer and the contract disagree:\n${text}`);
      return text;
    };
  };
}
