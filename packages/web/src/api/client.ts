// The typed API client: every call goes through a domain contract, so paths, inputs and
// outputs are the server's own. Only method and path are read at run time, so a call made
// before zod has loaded can pass an `endpoint` (api/endpoints.ts) typed by its contract.
import type { Contract, ResponseOf } from '@tuura/domain/api/contract';
import type { ApiError as ApiErrorBody } from '@tuura/domain/schemas/error';
import type { z } from 'zod';
import { takeEarly } from './early.ts';

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Args<C extends Contract> = (C['params'] extends z.ZodType
  ? { params: In<C['params']> }
  : { params?: never }) &
  (C['query'] extends z.ZodType ? { query?: In<C['query']> } : { query?: never }) &
  (C['body'] extends z.ZodType ? { body: In<C['body']> } : { body?: never });

/** The run-time half of a contract; its schemas stay in the type, so no zod is bundled. */
export type Endpoint<C extends Contract> = Pick<C, 'method' | 'path'> & { readonly contract?: C };

/** An endpoint checked against its contract: a method or path that differs does not compile. */
export const endpoint = <C extends Contract>(method: C['method'], path: C['path']): Endpoint<C> => ({
  method,
  path,
});

/**
 * An error body as received: a proxy's error page has no key, and a server newer than this
 * app may send a key it does not know yet (apiErrorText.ts falls back for both).
 */
export type ErrorBody = Omit<ApiErrorBody, 'key'> & { key?: string };

/** A response with an error status; carries the server's error body (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {}

/** A contract's path with its params filled in and the query's set values appended. */
export function buildUrl(
  contract: Pick<Contract, 'path'>,
  params?: Record<string, string>,
  query?: Record<string, unknown>,
) {
  const path = contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params?.[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function call<C extends Contract>(
  contract: C | Endpoint<C>,
  ...[args]: Record<never, never> extends Args<C> ? [Args<C>?] : [Args<C>]
) {
  const a = (args ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = buildUrl(contract, a.params, a.query);
  let res: Response;
  try {
    res = await (takeEarly(contract.method, url) ??
      fetch(url, {
        method: contract.method,
        credentials: 'same-origin',
        headers: a.body === undefined ? {} : { 'content-type': 'application/json' },
        body: a.body === undefined ? undefined : JSON.stringify(a.body),
      }));
  } catch (error) {
    throw new NetworkError(String(error));
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: a proxy's error page (502 HTML) or a truncated answer.
    data = undefined;
    if (res.ok) throw new Error(`Unreadable answer from ${contract.path}`);
  }
  if (!res.ok) {
    const message = res.statusText || `HTTP ${res.status}`;
    throw new ApiError(
      res.status,
      data && typeof data === 'object' && 'message' in data
        ? (data as ErrorBody)
        : { statusCode: res.status, error: message, message },
    );
  }
  return data as ResponseOf<C>;
}
