// Small request helpers for auth tests: what a browser sends, through app.inject().
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/modules/auth/sessions.ts';
import type { TestApp } from './app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Options = { cookie?: string | undefined; payload?: unknown; headers?: Record<string, string> };

export function call(t: TestApp, method: Method, url: string, opts: Options = {}) {
  const headers = { ...opts.headers, ...(opts.cookie && { cookie: opts.cookie }) };
  return t.app.inject({
    method,
    url,
    headers,
    ...(opts.payload !== undefined && { payload: opts.payload as object }),
  });
}

export const refresh = (t: TestApp, cookie?: string) => call(t, 'GET', '/api/auth/refresh', { cookie });

/** The session cookie a response sets (also when it clears it), as light-my-request parsed it. */
export const sessionCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === SESSION_COOKIE);
