// The one access check: the route's contract names what it needs; the domain decides.
import { checkAccess } from '@tuura/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../errors.ts';

export const guardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req) => {
    const contract = req.routeOptions.config.contract;
    if (!contract) return;
    const auth = req.auth;
    const verdict = checkAccess(contract.access, auth && { kind: auth.kind, permissions: auth.permissions });
    if (verdict === 'unauthenticated') throw fail('auth.noSession');
    if (verdict === 'forbidden') throw fail('auth.notAuthorized');
    // Force-2FA: until the user enables it, only auth, profile and settings calls go through.
    if (auth?.kind === 'user' && auth.force2fa && !auth.tfaEnabled && !contract.allowWithoutTfa) {
      throw fail('auth.tfaRequired');
    }
  });
});
