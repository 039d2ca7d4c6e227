// Every change made on someone's behalf goes to the audit log, written before the answer leaves
// (onSend) so the row exists when the client sees the result:
// - in a taken-over session, with both people: the acting admin as the actor and the user as the
//   target (spec §6; docs/decisions/105);
// - with an API token, naming the token (decision 121).
import { takeOverContracts } from '@tuura/domain/api/takeOver';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '../context.ts';
import { requestCtx } from '../context.ts';
import { audit } from '../lib/audit.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? req.url.split('?')[0];

function entryFor(auth: Auth, req: FastifyRequest, reply: FastifyReply) {
  const call = { method: req.method, route: routeOf(req), status: reply.statusCode };
  if (auth.kind === 'token')
    return {
      organizationId: auth.organizationId,
      action: 'apiToken.request',
      targetType: 'apiToken',
      targetId: auth.tokenId ?? undefined,
      data: call,
    };
  // The release writes its own entry.
  if (!auth.takenOverBy || req.routeOptions.url === takeOverContracts.release.path) return null;
  return {
    organizationId: auth.organizationId,
    action: 'takeOver.request',
    targetType: 'user',
    targetId: auth.userId ?? undefined,
    data: { adminUserId: auth.takenOverBy, userId: auth.userId, ...call },
  };
}

export const delegatedAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    const auth = req.auth;
    if (!auth || READS.has(req.method)) return payload;
    const entry = entryFor(auth, req, reply);
    if (!entry) return payload;
    // A failed audit write is logged; it never turns the answer already decided into an error.
    await audit(requestCtx(app.deps, req), app.deps.db, entry).catch((err) =>
      req.log.error({ err }, 'delegated request audit failed'),
    );
    return payload;
  });
});
