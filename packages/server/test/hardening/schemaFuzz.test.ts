// The document says exactly what the API accepts. For every operation, as a worker and as an
// admin: the document's examples and requests json-schema-faker derives from its schemas are
// accepted by the contract and never refused for their shape; requests that break the schema
// are refused with a 4xx in the error shape, never a 5xx.
import { allAreasAt, type Contract } from '@tuura/domain';
import { createGeneratorSync, generateSync, type JsonSchema } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema };
type Media = { schema: Schema; examples?: Record<string, { value: unknown }> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
};
type Request = { path: Record<string, string>; query: Record<string, unknown>; body?: unknown };

const VALID_PER_OPERATION = 12;
/** The token's run asks fewer per operation: it looks for a 5xx from who acts, not from shape. */
const TOKEN_REQUESTS_PER_OPERATION = 4;
const FUZZ_MAX_ITEMS = 50;
/** Keys a service rule may answer a well-formed request with (wrong password, future time…). */
const RULE_KEYS = new Set([
  'after',
  'notInFuture',
  'required',
  'invalid',
  'locked',
  'ongoing',
  'wrongPassword',
  'invalidOtp',
  'duplicate',
  // Check characters (a Finnish national id's, an IBAN's mod 97): a pattern cannot state them.
  'format',
  // A span between two fields (a money report's period of at most MONEY.maxRangeDays), as a
  // custom issue; a number's own maximum is a `too_big` shape issue and still fails below.
  'maxValue',
  // A price text (money.ts parseRate): its grammar is more than a pattern states.
  'rate',
  // A cap over several lists at once (workers x spans of an overlap check), which JSON Schema
  // cannot state; a single list's maxItems is a shape issue and still fails above.
  'maxItems',
  // The same for templates x days of an instantiation (the shifts it would make).
  'tooManyShifts',
]);

/** Date-times json-schema-faker writes for `date-time`: in the accepted range, mostly past. */
const formats = {
  'date-time': (random: { int: (min: number, max: number) => number }) => {
    const year = random.int(1901, 2040);
    const at = Date.UTC(year, random.int(0, 11), random.int(1, 28), random.int(0, 23), random.int(0, 59));
    return new Date(Math.min(at, Date.now() - 86_400_000)).toISOString();
  },
};

const objectOf = (params: Parameter[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
  required: params.filter((p) => p.required).map((p) => p.name),
  additionalProperties: false,
});

function operations(doc: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const media = op.requestBody?.content['application/json'];
      const body = media?.schema;
      const bodyExamples = Object.values(media?.examples ?? {}).map((e) => e.value);
      const route = t.app.routeTable.find((r) => r.contract.operationId === op.operationId);
      if (!route) throw new Error(`no contract for ${op.operationId}`);
      return {
        method: method.toUpperCase(),
        path,
        op,
        contract: route.contract,
        pathSchema: objectOf(params.filter((p) => p.in === 'path')),
        querySchema: objectOf(params.filter((p) => p.in === 'query')),
        body,
        bodyExamples,
      };
    }),
  );
}
type Op = ReturnType<typeof operations>[number];

function validRequests(op: Op, ids: string[]): Request[] {
  // Arrays of at most FUZZ_MAX_ITEMS: lists within lists at their documented caps (an overlap
  // check's workers, each with spans) made bodies of a million items. Each cap is tested where
  // its endpoint is.
  const gen = createGeneratorSync({
    seed: hash(op.op.operationId),
    formats,
    optionalsProbability: 0.6,
    maxItems: FUZZ_MAX_ITEMS,
  });
  const out: Request[] = [];
  for (let i = 0; i < VALID_PER_OPERATION; i++) {
    const path = gen.generate(op.pathSchema as JsonSchema) as Record<string, string>;
    // Half the time a real row's id, so the handler runs past its lookup.
    if ('id' in path && i % 2 === 0 && ids.length > 0) path.id = ids[i % ids.length] as string;
    out.push({
      path,
      query: gen.generate(op.querySchema as JsonSchema) as Record<string, unknown>,
      ...(op.body && { body: gen.generate(op.body as JsonSchema) }),
    });
  }
  return [...examplesOf(op), ...out];
}

/** The document's own examples, where it gives some, each in an otherwise generated request. */
function examplesOf(op: Op): Request[] {
  const base = {
    path: generateSync(op.pathSchema as JsonSchema, { formats }) as Record<string, string>,
    query: {},
  };
  const bodies = op.bodyExamples.map((body) => ({ ...base, body }));
  const params = (op.op.parameters ?? []).flatMap((p) =>
    ((p.schema.examples as unknown[]) ?? []).map((value) => ({
      ...base,
      [p.in]: { ...base[p.in], [p.name]: value },
      ...(op.body && { body: generateSync(op.body as JsonSchema, { formats }) }),
    })),
  );
  return [...bodies, ...params];
}

/** Each request broken in one place: a wrong-typed or missing body field, a bad query or id. */
function invalidRequests(op: Op, valid: Request): Request[] {
  const out: Request[] = [];
  const wrong = (schema: Schema) => generateSync({ not: schema } as JsonSchema, { seed: 7 });
  const props = (op.body?.properties ?? {}) as Record<string, Schema>;
  for (const [key, schema] of Object.entries(props)) {
    const body = valid.body as Record<string, unknown>;
    out.push({ ...valid, body: { ...body, [key]: wrong(schema) } });
    if (((op.body?.required as string[]) ?? []).includes(key)) {
      const { [key]: _, ...rest } = body;
      out.push({ ...valid, body: rest });
    }
  }
  if (op.body) out.push({ ...valid, body: 'text' });
  // Unknown fields are refused only where the document closes the object.
  if (op.body?.additionalProperties === false)
    out.push({ ...valid, body: { ...(valid.body as object), unexpected: 1 } });
  for (const p of op.op.parameters ?? []) {
    const bad =
      p.schema.format === 'uuid'
        ? 'not-a-uuid'
        : p.schema.format === 'date-time'
          ? '0099-01-01T00:00:00Z'
          : // Free text takes any word: one character too many is what it refuses.
            p.schema.type === 'string' && !p.schema.enum && typeof p.schema.maxLength === 'number'
            ? 'x'.repeat(p.schema.maxLength + 1)
            : 'maybe';
    out.push({ ...valid, [p.in]: { ...valid[p.in], [p.name]: bad } });
  }
  return out;
}

function send(op: Op, req: Request, auth: string | { authorization: string }) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(req.path[name] ?? ''));
  const pairs = Object.entries(req.query).map(([k, v]): [string, string] => [k, String(v)]);
  const query = new URLSearchParams(pairs).toString();
  return t.app.inject({
    method: op.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: {
      ...(typeof auth === 'string' ? { cookie: auth } : auth),
      ...(req.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(req.body !== undefined && { payload: JSON.stringify(req.body) }),
  });
}

/** The contract's own zod schemas accept what the document calls valid. */
function expectContractAccepts(contract: Contract, req: Request, label: string) {
  const parts = [
    [contract.params, req.path],
    [contract.query, req.query],
    [contract.body, req.body],
  ] as const;
  for (const [schema, value] of parts) {
    if (!schema) continue;
    const stringly =
      schema === contract.body
        ? value
        : Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, String(v)]));
    const result = schema.safeParse(stringly);
    // Rules JSON Schema cannot state (an end not before its start) are custom issues; any
    // other issue means the document allowed something the contract refuses.
    const shapeIssues = (result.error?.issues ?? []).filter(
      (i) => i.code !== 'custom' || !RULE_KEYS.has(String(i.params?.key)),
    );
    expect(shapeIssues, `${label}: ${JSON.stringify(value)}`).toEqual([]);
  }
}

function hash(s: string) {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

describe('the document against the API', () => {
  it('accepts what it documents and refuses the rest without a 5xx, as worker and as admin', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const ops = operations(doc);
    const worker = await t.sessionFor('worker');
    const list = await t.app.inject({ url: '/api/shifts/user/worker?limit=20', headers: { cookie: worker } });
    const ids = list.json().shifts.map((s: { _id: string }) => s._id);
    expect(ids.length).toBeGreaterThan(0);
    let sent = 0;
    let accepted = 0;
    let examples = 0;

    for (const op of ops) {
      for (const role of ['worker', 'admin'] as const) {
        // A fresh session each time: logout, password and 2FA calls must not end the run early.
        const cookie = await t.sessionFor(role);
        const valid = validRequests(op, ids);
        examples += examplesOf(op).length;
        for (const req of valid) {
          const label = `${role} ${op.method} ${op.path} ${JSON.stringify(req)}`;
          expectContractAccepts(op.contract, req, label);
          const res = await send(op, req, cookie);
          sent++;
          expect(res.statusCode, `${label} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode === 400) {
            const keys = Object.values(res.json().fields ?? { _: { key: 'none' } }).map(
              (f) => (f as { key: string }).key,
            );
            expect(
              keys.every((k) => RULE_KEYS.has(k)),
              `${label} → ${res.body}`,
            ).toBe(true);
          }
          if (res.statusCode < 300) accepted++;
          // Forcing 2FA on the organisation would shut the rest of the run out: set it back.
          if (op.op.operationId === 'organizationSetForce2fa')
            await t.db.update(organizations).set({ force2fa: false });
        }
        for (const req of invalidRequests(op, valid.at(-1) as Request)) {
          const res = await send(op, req, cookie);
          const label = `${role} ${op.method} ${op.path} ${JSON.stringify(req)} → ${res.statusCode} ${res.body}`;
          sent++;
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.json(), label).toMatchObject({
            statusCode: res.statusCode,
            message: expect.any(String),
          });
        }
      }
    }
    expect(sent).toBeGreaterThan(800);
    expect(examples, 'the document gives examples').toBeGreaterThanOrEqual(5);
    expect(accepted).toBeGreaterThan(100);
  }, 180_000);

  it('never answers a 5xx to an API token with every area, on every operation it may call', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const tokenOps = operations(doc).filter((op) =>
      (op.op as { security?: Record<string, unknown>[] }).security?.some((s) => 'bearer' in s),
    );
    expect(tokenOps.length).toBeGreaterThan(50);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organization/tokens/admin',
      headers: { cookie: await t.sessionFor('admin') },
      payload: { name: 'Fuzz', permissions: allAreasAt('all') },
    });
    const authorization = `Bearer ${created.json().secret}`;
    const worker = await t.sessionFor('worker');
    const list = await t.app.inject({ url: '/api/shifts/user/worker?limit=20', headers: { cookie: worker } });
    const ids = list.json().shifts.map((s: { _id: string }) => s._id);
    let accepted = 0;
    for (const op of tokenOps) {
      for (const req of validRequests(op, ids).slice(0, TOKEN_REQUESTS_PER_OPERATION)) {
        const res = await send(op, req, { authorization });
        const label = `token ${op.method} ${op.path} ${JSON.stringify(req)} → ${res.body}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expect([401, 403], label).not.toContain(res.statusCode);
        if (res.statusCode < 300) accepted++;
        if (op.op.operationId === 'organizationSetForce2fa')
          await t.db.update(organizations).set({ force2fa: false });
      }
    }
    expect(accepted).toBeGreaterThan(50);
  }, 120_000);
});
