// The response writer (decision 149): fast-json-stringify compiled from each contract's output
// schema lets only the contract's fields leave, at any depth, as zod's strip did; with the check
// on (as in every other test), a response that breaks its contract fails instead of leaving.
import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import { userContracts } from '@tuura/domain/api/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forWriting, responseSerializer } from '../../src/plugins/serialization.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const writerFor = (schema: z.ZodType, checkResponses: boolean) =>
  responseSerializer({ checkResponses })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

/** The same value with an `extra` field (and an object's password) beside every object's own. */
function withExtras(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtras);
  if (!value || typeof value !== 'object') return value;
  const inner = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtras(v)]));
  return { ...inner, extra: 'not in the contract', passwordHash: '$argon2id$secret' };
}

describe('the response writer', () => {
  it('drops every field the contract does not name, at every depth, and keeps the rest as they are', async () => {
    const admin = await t.sessionFor('admin');
    const res = await t.app.inject({ url: '/api/shifts/admin?limit=20', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.shifts.length).toBeGreaterThan(0);
    for (const checkResponses of [false, true]) {
      const write = writerFor(adminShiftContracts.list.response[200], checkResponses);
      const text = write(withExtras(answer));
      expect(text).not.toContain('extra');
      expect(text).not.toContain('argon2');
      expect(JSON.parse(text)).toEqual(answer);
    }
  });

  it('with the check on, refuses a response of the wrong type or missing a field', () => {
    const write = writerFor(userContracts.search.response[200], true);
    expect(() => write({ users: [{ _id: 'not an id', name: 'A' }] })).toThrow(/breaks its contract/);
    expect(() => write({ users: [{ _id: crypto.randomUUID() }] })).toThrow(/breaks its contract/);
    const id = crypto.randomUUID();
    expect(JSON.parse(write({ users: [{ _id: id, name: 'Aino' }] }))).toEqual({
      users: [{ _id: id, name: 'Aino' }],
    });
  });

  it('without the check (production) still refuses a missing field', () => {
    const write = writerFor(userContracts.search.response[200], false);
    expect(() => write({ users: [{ _id: crypto.randomUUID() }] })).toThrow(/name/);
  });

  it('without the check, writes a nullable object or number that breaks its contract as that type, never as null', () => {
    const schema = z.object({
      place: z.object({ name: z.string() }).nullable(),
      amount: z.number().int().nullable(),
      choice: z
        .union([z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b'), b: z.string() })])
        .nullable(),
    });
    const write = writerFor(schema, false);
    expect(() => write({ place: { city: 'Espoo' }, amount: 1, choice: null })).toThrow(/name/);
    expect(JSON.parse(write({ place: null, amount: 12, choice: { kind: 'b', b: 'x' } }))).toEqual({
      place: null,
      amount: 12,
      choice: { kind: 'b', b: 'x' },
    });
    expect(JSON.parse(write({ place: null, amount: null, choice: { kind: 'a' } })).choice).toEqual({
      kind: 'a',
    });
    // A branch the value fits in no way: written by the last one, which refuses the missing field.
    expect(() => write({ place: null, amount: null, choice: { kind: 'c' } })).toThrow(/b/);
  });

  it('writes texts that need escaping as JSON does', () => {
    const write = writerFor(userContracts.search.response[200], true);
    const name = 'Äiti "Ö" \\ \n\t</script>\u2028 😀';
    const id = crypto.randomUUID();
    expect(write({ users: [{ _id: id, name }] })).toBe(JSON.stringify({ users: [{ _id: id, name }] }));
  });
});

describe('the schema the writer is compiled from', () => {
  it('turns a union of plain types into one list of types and drops validation-only keywords', () => {
    const schema = z.object({
      at: z.iso.datetime().nullable(),
      level: z.enum(['a', 'b']).nullable(),
      pattern: z.string().regex(/x/),
    });
    expect(forWriting(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }))).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        at: { type: ['string', 'null'] },
        level: { type: ['string', 'null'] },
        // A field named like a keyword stays: inside `properties` the keys are names.
        pattern: { type: 'string' },
      },
      required: ['at', 'level', 'pattern'],
      additionalProperties: false,
    });
  });

  it('writes a union of objects by the first branch the value fits, dropping what that branch does not name', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b'), b: z.number(), place: z.object({ name: z.string() }).nullable() }),
    ]);
    const write = writerFor(schema, true);
    expect(
      JSON.parse(write({ kind: 'b', b: 2, a: 'dropped', place: { name: 'Meilahti', extra: 1 } })),
    ).toEqual({
      kind: 'b',
      b: 2,
      place: { name: 'Meilahti' },
    });
    expect(JSON.parse(write({ kind: 'a', a: 'x', b: 'dropped' }))).toEqual({ kind: 'a', a: 'x' });
    expect(JSON.parse(write({ kind: 'b', b: 2, place: null }))).toEqual({ kind: 'b', b: 2, place: null });
  });
});
