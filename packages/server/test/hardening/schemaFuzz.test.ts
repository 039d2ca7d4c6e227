// The document says exactly what the API accepts. For every operation, as a worker and as an
// admin: the document's examples and requests json-schema-faker derives from its schemas are
// accepted by the contract and never refused for their shape; requests that break the schema
// are refused with a 4xx in the error shape, never a 5xx. Hostile classes on top (decision 131):
// NUL and lone UTF-16 surrogates in every string and as keys of every object, bodies nested far
// too deep, wrong methods on every path, and header bytes Node's parser refuses.
import { connect } from 'node:net';
import { allAreasAt, type Caller, type Contract, checkAccess } from '@tuura/domain';
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
/**
 * Texts of at most this many characters in the generated requests: a mass email's or a poll's
 * texts at random lengths up to their caps made bodies of a megabyte, and generating them was a
 * fifth of this file's time. Texts at their full caps are sent by the hostile run's request with
 * every field (fullRequest) and tested where their endpoints are.
 */
const FUZZ_MAX_LENGTH = 2_000;
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

/**
 * Generated once per operation: the roles and the token ask the same seeded requests, and the
 * generating was over half of this file's time. The real ids go in afterwards, so a token run
 * after the roles' (whose requests made shifts) takes the same requests.
 */
const validCache = new Map<string, { examples: Request[]; generated: Request[] }>();
function validRequests(op: Op, ids: string[]): Request[] {
  const { examples, generated } = generatedFor(op);
  // Half the time a real row's id, so the handler runs past its lookup.
  const withIds = generated.map((req, i) =>
    i % 2 !== 0 || !('id' in req.path) || ids.length === 0
      ? req
      : { ...req, path: { ...req.path, id: ids[i % ids.length] as string } },
  );
  return [...examples, ...withIds];
}

function generatedFor(op: Op) {
  let made = validCache.get(op.op.operationId);
  if (!made) {
    made = { examples: examplesOf(op), generated: generateValidRequests(op) };
    validCache.set(op.op.operationId, made);
  }
  return made;
}

function generateValidRequests(op: Op): Request[] {
  // Arrays of at most FUZZ_MAX_ITEMS: lists within lists at their documented caps (an overlap
  // check's workers, each with spans) made bodies of a million items. Each cap is tested where
  // its endpoint is.
  const gen = createGeneratorSync({
    seed: hash(op.op.operationId),
    formats,
    optionalsProbability: 0.6,
    maxItems: FUZZ_MAX_ITEMS,
  });
  const query = withShorterTexts(op.querySchema);
  const body = op.body && withShorterTexts(op.body);
  const out: Request[] = [];
  for (let i = 0; i < VALID_PER_OPERATION; i++) {
    const path = gen.generate(op.pathSchema as JsonSchema) as Record<string, string>;
    out.push({
      path,
      query: gen.generate(query as JsonSchema) as Record<string, unknown>,
      ...(body && { body: gen.generate(body as JsonSchema) }),
    });
  }
  return out;
}

/**
 * A copy of `schema` whose texts allow at most FUZZ_MAX_LENGTH characters. The generator's own
 * maxLength option cuts a text after making it whole, which was the slow part.
 */
function withShorterTexts<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withShorterTexts) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withShorterTexts(v)]));
  if (typeof copy.maxLength === 'number' && copy.maxLength > FUZZ_MAX_LENGTH)
    copy.maxLength = FUZZ_MAX_LENGTH;
  return copy as T;
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

/** How the guard sees a demo account: a user with its permissions. */
async function callerOf(role: 'worker' | 'admin'): Promise<Caller> {
  return { kind: 'user', permissions: (await t.demoUser(role)).permissions };
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

    const callers = {
      worker: await callerOf('worker'),
      admin: await callerOf('admin'),
    };
    const refusedByGuard = { worker: 0, admin: 0 };

    for (const op of ops) {
      for (const role of ['worker', 'admin'] as const) {
        // A fresh session each time: logout, password and 2FA calls must not end the run early.
        const cookie = await t.sessionFor(role);
        const valid = validRequests(op, ids);
        examples += generatedFor(op).examples.length;
        const labelOf = (req: Request) => `${role} ${op.method} ${op.path} ${JSON.stringify(req)}`;
        for (const req of valid) expectContractAccepts(op.contract, req, labelOf(req));
        // The guard answers a role the operation is not for before the request is read: one
        // request says so (403 in the error shape); the rest would only repeat it.
        if (checkAccess(op.contract.access, callers[role]) !== 'ok') {
          const res = await send(op, valid.at(-1) as Request, cookie);
          sent++;
          refusedByGuard[role]++;
          expect(res.statusCode, `${role} ${op.method} ${op.path} → ${res.body}`).toBe(403);
          expect(res.json()).toMatchObject({ statusCode: 403, key: 'auth.notAuthorized' });
          continue;
        }
        for (const req of valid) {
          const label = labelOf(req);
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
    // Each role is refused some operations and fuzzed on the rest.
    expect(refusedByGuard.worker).toBeGreaterThan(50);
    expect(refusedByGuard.admin).toBeGreaterThan(0);
    for (const refused of Object.values(refusedByGuard)) expect(refused).toBeLessThan(ops.length);
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

/** Bad text a client may send: PostgreSQL stores neither as written. */
const BAD_TEXTS = ['a\u0000b', 'a\ud800b', '\udc00'];
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/** Hostile bodies tried per operation: each in its own place, spread over the body. */
const HOSTILE_PER_OPERATION = 9;

/**
 * Copies of `body` with one bad text in one place: each string value, and a key in each object;
 * of a list, its first item only. At most HOSTILE_PER_OPERATION, taken evenly.
 */
function hostileBodies(body: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (value: unknown, replace: (v: unknown) => unknown) => {
    if (typeof value === 'string') for (const bad of BAD_TEXTS) out.push(replace(bad));
    else if (Array.isArray(value)) {
      if (value.length > 0) walk(value[0], (v) => replace([v, ...value.slice(1)]));
    } else if (value && typeof value === 'object') {
      for (const bad of BAD_TEXTS) out.push(replace({ ...value, [`k${bad}`]: 1 }));
      for (const [key, inner] of Object.entries(value)) walk(inner, (v) => replace({ ...value, [key]: v }));
    }
  };
  walk(body, (v) => v);
  const step = Math.max(1, out.length / HOSTILE_PER_OPERATION);
  return Array.from(
    { length: Math.min(out.length, HOSTILE_PER_OPERATION) },
    (_, i) => out[Math.floor(i * step)],
  );
}

/** One request with every optional field and short lists: the most strings to spoil. */
function fullRequest(op: Op): Request {
  const gen = createGeneratorSync({
    seed: hash(op.op.operationId),
    formats,
    optionalsProbability: 1,
    maxItems: 2,
  });
  return {
    path: gen.generate(op.pathSchema as JsonSchema) as Record<string, string>,
    query: {},
    ...(op.body && { body: gen.generate(op.body as JsonSchema) }),
  };
}

/** A 4xx in the one error shape, with its key. */
function expectRefused(res: { statusCode: number; body: string; json: () => unknown }, label: string) {
  expect(res.statusCode, `${label} → ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label} → ${res.body}`).toBeLessThan(500);
  expect(res.json(), label).toMatchObject({
    statusCode: res.statusCode,
    message: expect.any(String),
    key: expect.any(String),
  });
}

describe('hostile input against every operation', () => {
  it('refuses NUL and lone surrogates in any string or key, and deep nesting, with a 4xx in the error shape', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    let sent = 0;
    for (const op of operations(doc)) {
      const cookie = await t.sessionFor('admin');
      const valid = fullRequest(op);
      const cases: { label: string; payload?: string; query?: string }[] = [];
      if (op.body) {
        for (const body of hostileBodies(valid.body))
          cases.push({ label: JSON.stringify(body), payload: JSON.stringify(body) });
        // Deeper than any recursive walk gets on a worker thread's larger stack: the tests run in
        // worker threads, the server in a process's main thread.
        cases.push({
          label: 'nested 200,000 deep',
          payload: `{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}`,
        });
      }
      for (const p of op.op.parameters ?? [])
        if (p.in === 'query' && p.schema.type === 'string')
          cases.push({ label: `?${p.name}=a%00b`, query: `${p.name}=a%00b` });
      const url = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(valid.path[name] ?? ''));
      for (const c of cases) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: c.query ? `${url}?${c.query}` : url,
          headers: { cookie, ...(c.payload && { 'content-type': 'application/json' }) },
          ...(c.payload && { payload: c.payload }),
        });
        sent++;
        expectRefused(res, `${op.method} ${op.path} ${c.label}`);
      }
      // A NUL in a path parameter: an id that cannot exist, never a database error.
      if (op.path.includes('{')) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: op.path.replace(/\{(\w+)\}/g, 'a%00b'),
          headers: { cookie, ...(op.body && { 'content-type': 'application/json' }) },
          ...(op.body && { payload: JSON.stringify(valid.body) }),
        });
        sent++;
        expectRefused(res, `${op.method} ${op.path} with a NUL in its path`);
      }
    }
    expect(sent).toBeGreaterThan(500);
  }, 180_000);

  it('answers a method a path does not have with 405 and Allow, as anybody, before any access check', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const admin = await t.sessionFor('admin');
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      const documented = Object.keys(methods).map((m) => m.toUpperCase());
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of METHODS.filter((m) => !documented.includes(m))) {
        for (const cookie of [undefined, admin]) {
          const res = await t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {} });
          const label = `${method} ${path} ${cookie ? 'admin' : 'anonymous'} → ${res.statusCode} ${res.body}`;
          sent++;
          expect(res.statusCode, label).toBe(405);
          expect(res.json(), label).toMatchObject({ statusCode: 405, key: 'request.methodNotAllowed' });
          const allow = String(res.headers.allow).split(', ');
          expect(allow, label).toEqual(expect.arrayContaining(documented));
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
  }, 120_000);

  it("answers header bytes Node's parser refuses in the error shape on every path", async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const badHeaders = ['X-Bad: a\u0001b', 'X-Bad: a\u0000b', 'Bad Name: x', 'X-Bad: a\rb'];
    let sent = 0;
    for (const [i, path] of Object.keys(doc.paths).entries()) {
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const header = badHeaders[i % badHeaders.length];
      const socket = connect(address.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n${header}\r\n\r\n`);
      await closed;
      const [head = '', body = '{}'] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const label = `${path} ${JSON.stringify(header)} → ${head}`;
      sent++;
      expect(head, label).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(body), label).toMatchObject({ statusCode: 400, key: 'request.malformed' });
    }
    expect(sent).toBeGreaterThan(100);
  }, 60_000);
});
