// Every refused authorisation (a 403, whichever check answered it: the guard, a service's rule,
// the origin check) leaves an audit entry naming the caller, the route and the message key, with
// the address and user agent (decision 136; ASVS V16). Written before the answer leaves, like
// the delegated audit; a caller without a session belongs to no organisation, so theirs is a log line.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestCtx } from '../context.ts';
import { audit } from '../lib/audit.ts';

/** The error body's message key, when the payload is our JSON error shape. */
function keyOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { key?: unknown };
    return typeof body.key === 'string' ? body.key : null;
  } catch {
    return null;
  }
}

export const refusalAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode !== 403) return payload;
    const route = req.routeOptions.url ?? req.url.split('?')[0];
    const data = { method: req.method, route, key: keyOf(payload) };
    const auth = req.auth;
    if (!auth) {
      req.log.info({ ...data, ip: req.ip }, 'request refused without a session');
      return payload;
    }
    await audit(requestCtx(app.deps, req), app.deps.db, {
      organizationId: auth.organizationId,
      action: 'access.refused',
      data,
    }).catch((err) => req.log.error({ err }, 'refusal audit failed'));
    return payload;
  });
});
