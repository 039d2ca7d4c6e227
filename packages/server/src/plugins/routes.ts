// Binds a domain contract to a handler: the contract's schemas become validation, serialization
// and OpenAPI, and its access requirement is checked by the guard before anything else runs.
import { acceptsApiToken, type Contract, type ResponseOf } from '@tuura/domain';
import { errorSchema } from '@tuura/domain/schemas/error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Ctx, type Deps, requestCtx } from '../context.ts';
import { fail } from '../errors.ts';
import type { Gate } from '../lib/gate.ts';

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;

export type Input<C extends Contract> = {
  params: Part<C['params']>;
  query: Part<C['query']>;
  body: Part<C['body']>;
};

/** The HTTP exchange, for the few route handlers that set cookies; services never see it. */
export type Http = { req: FastifyRequest; reply: FastifyReply };

export type Handler<C extends Contract> = (input: Input<C>, ctx: Ctx, http: Http) => Promise<ResponseOf<C>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: Contract;
  }
  interface FastifyInstance {
    deps: Deps;
    /** The slots heavy reports wait for (decision 125). */
    reportGate: Gate;
    /** Every route bound from a contract, in registration order (tests walk it). */
    routeTable: { method: string; url: string; contract: Contract }[];
  }
}

/** Records contract routes as they are added; call before any module registers. */
export function recordRoutes(app: FastifyInstance) {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const contract = route.config?.contract;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (contract && methods.includes(contract.method))
      app.routeTable.push({ method: contract.method, url: route.url, contract });
  });
}

export function bindContract<C extends Contract>(app: FastifyInstance, contract: C, handler: Handler<C>) {
  const status = contract.response[201] ? 201 : 200;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { contract },
    ...(contract.bodyLimit && { bodyLimit: contract.bodyLimit }),
    ...(contract.heavy && {
      preHandler: async (_req: FastifyRequest, reply: FastifyReply) => waitForReportSlot(app, reply),
    }),
    schema: {
      summary: contract.summary,
      ...(contract.operationId && { operationId: contract.operationId }),
      tags: [...contract.tags],
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      security: securityOf(contract),
      response: { ...contract.response, '4xx': errorSchema, '5xx': errorSchema },
    },
    handler: async (req, reply) => {
      const ctx = requestCtx(app.deps, req);
      const input = { params: req.params, query: req.query, body: req.body } as Input<C>;
      const result = await handler(input, ctx, { req, reply });
      // A handler that chose its own status (304 Not Modified) keeps it.
      if (reply.statusCode === 200) reply.code(status);
      return result;
    },
  });
}

/**
 * Runs after access and input are checked: holds one of the report slots until the response has
 * gone (a streamed export too) or the caller has left; refuses with 429 when too many wait.
 */
async function waitForReportSlot(app: FastifyInstance, reply: FastifyReply) {
  const left = new AbortController();
  let release: (() => void) | undefined;
  reply.raw.once('close', () => {
    left.abort();
    release?.();
  });
  const entered = await app.reportGate.enter(left.signal);
  if (entered === 'full') {
    const retryAfter = String(app.deps.config.reports.retryAfterSeconds);
    throw fail('report.busy', { headers: { 'retry-after': retryAfter } });
  }
  if (entered === 'gone') throw fail('report.busy');
  release = entered;
  // The caller may have left between its turn coming and this line: its slot goes back at once.
  if (left.signal.aborted) {
    release();
    throw fail('report.busy');
  }
}

/**
 * The document's security requirement: none for public operations (said explicitly), the session
 * cookie, or either the cookie or a bearer API token where tokens are accepted (decision 121).
 */
function securityOf(contract: Contract): Record<string, string[]>[] {
  if (contract.access.kind === 'public') return [];
  return acceptsApiToken(contract) ? [{ session: [] }, { bearer: [] }] : [{ session: [] }];
}
