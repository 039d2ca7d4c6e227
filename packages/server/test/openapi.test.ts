import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('OpenAPI', () => {
  it('lists every route that exists, each with its request and response schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const route of t.app.routeTable) {
      const op = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      const label = `${route.method} ${route.url}`;
      expect(op, label).toBeDefined();
      expect(op.responses['200'] ?? op.responses['201'], label).toBeDefined();
      expect(
        op.responses['200']?.content?.['application/json']?.schema ?? op.responses['201'],
        label,
      ).toBeTruthy();
      if (route.contract.body)
        expect(op.requestBody?.content?.['application/json']?.schema, label).toBeDefined();
      if (route.contract.params)
        expect(
          op.parameters?.some((p: { in: string }) => p.in === 'path'),
          label,
        ).toBe(true);
    }
  });

  it('names every operation from its contract, uniquely, and says which are public', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const ids: string[] = [];
    for (const route of t.app.routeTable) {
      const op = doc.paths[toOpenApiPath(route.url)][route.method.toLowerCase()];
      const label = `${route.method} ${route.url}`;
      expect(op.operationId, label).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.operationId, label).toBe(route.contract.operationId);
      ids.push(op.operationId);
      // Admin operations take a session or a bearer API token, except those that manage access
      // itself (decision 121); the rest a session only.
      const kind = route.contract.access.kind;
      const tokens = kind === 'admin' && !route.contract.refusesApiTokens;
      expect(op.security, label).toEqual(
        kind === 'public' ? [] : tokens ? [{ session: [] }, { bearer: [] }] : [{ session: [] }],
      );
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const security = (method: string, path: string) => doc.paths[path][method].security;
    expect(security('get', '/api/shifts/admin')).toContainEqual({ bearer: [] });
    expect(security('post', '/api/organization/tokens/admin')).toEqual([{ session: [] }]);
    expect(security('get', '/api/shifts/user/worker')).toEqual([{ session: [] }]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('workerShiftCreate');
  });

  it('documents what the API accepts: flags, the required end and the date range', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const count = doc.paths['/api/shifts/count/worker'].get.parameters;
    for (const name of ['submitted', 'stampMissing'])
      expect(count.find((p: { name: string }) => p.name === name).schema.enum, name).toEqual([
        'true',
        'false',
      ]);
    const shift =
      doc.paths['/api/shifts/worker'].post.requestBody.content['application/json'].schema.properties.shift;
    expect(shift.if.properties.submitted).toBeDefined();
    expect(shift.then.required).toEqual(['to']);
    const from = count.find((p: { name: string }) => p.name === 'from').schema;
    expect(from.format).toBe('date-time');
    expect(new RegExp(from.pattern).test('1950-01-01T00:00:00Z')).toBe(true);
    expect(new RegExp(from.pattern).test('0099-01-01T00:00:00Z')).toBe(false);
  });

  it("documents the upload bodies, the stream's Accept, inputs required together and lists without duplicates", async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const bodyOf = (path: string, method: string) => doc.paths[path][method].requestBody;
    const upload = bodyOf('/api/files/worker', 'post');
    const form = upload.content['multipart/form-data'].schema;
    expect(form.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['type', 'parent', 'space', 'filename']),
    );
    expect(upload.content['application/json'].schema.properties.file).toBeUndefined();
    for (const [path, types] of [
      ['/api/users/avatar', ['image/png', 'image/jpeg', 'image/gif', 'image/webp']],
      ['/api/organization/logo/admin', ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']],
    ] as const) {
      const body = bodyOf(path, 'put');
      expect(body.required, path).toBe(true);
      expect(Object.keys(body.content), path).toEqual(types);
      expect(body.content['image/png'].schema.format, path).toBe('binary');
    }
    const accept = doc.paths['/api/notifications/stream'].get.parameters.find(
      (p: { in: string; name: string }) => p.in === 'header' && p.name === 'accept',
    );
    expect(accept).toMatchObject({ required: true, schema: { enum: ['text/event-stream'] } });
    const json = (path: string, method: string) => bodyOf(path, method).content['application/json'].schema;
    expect(json('/api/polls/{id}/vote', 'post').oneOf).toEqual([
      { required: ['choice'] },
      { required: ['newChoice'] },
    ]);
    expect(
      json('/api/emails/mass/admin', 'post').anyOf.map((s: { required: string[] }) => s.required),
    ).toEqual([['users'], ['groups']]);
    expect(json('/api/shift-market/admin', 'post').anyOf).toEqual([
      { required: ['ids'] },
      { required: ['shifts'] },
    ]);
    const listing = doc.paths['/api/users/salary-listing'].get.parameters;
    for (const name of ['from', 'to'])
      expect(listing.find((p: { name: string }) => p.name === name).description, name).toMatch(
        /^Required with/,
      );
    expect(json('/api/polls/admin', 'post').properties.poll.properties.choices.uniqueItems).toBe(true);
    expect(json('/api/auth-consumers/admin', 'post').properties.redirectUris.uniqueItems).toBe(true);
  });

  it('documents the login body fields and limits', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const schema = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.properties.password.maxLength).toBe(128);
  });

  it('serves the interactive docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/html/);
  });
});
