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
