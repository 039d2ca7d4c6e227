// Every change made in a taken-over session goes to the audit log with both people: the acting
// admin as the actor and the user as the target (spec §6; docs/decisions/105). Written before the
// answer leaves (onSend), so the row exists when the client sees the result.
import { takeOverContracts } from '@tuura/domain/api/takeOver';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestCtx } from '../context.ts';
import { audit } from '../lib/audit.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const takeOverAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    const auth = req.auth;
    if (!auth?.takenOverBy || READS.has(req.method)) return payload;
    // The release writes its own entry.
    if (req.routeOptions.url === takeOverContracts.release.path) return payload;
    const entry = {
      organizationId: auth.organizationId,
      action: 'takeOver.request',
      targetType: 'user',
      targetId: auth.userId ?? undefined,
      data: {
        adminUserId: auth.takenOverBy,
        userId: auth.userId,
        method: req.method,
        route: req.routeOptions.url ?? req.url.split('?')[0],
        status: reply.statusCode,
      },
    };
    // A failed audit write is logged; it never turns the answer already decided into an error.
    await audit(requestCtx(app.deps, req), app.deps.db, entry).catch((err) =>
      req.log.error({ err }, 'take-over audit failed'),
    );
    return payload;
  });
});
