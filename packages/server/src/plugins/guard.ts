// The one access check: the route's contract names what it needs; the domain decides.
import { checkAccess, ERROR_CODES } from '@tuura/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

export const guardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req) => {
    const contract = req.routeOptions.config.contract;
    if (!contract) return;
    const auth = req.auth;
    const verdict = checkAccess(contract.access, auth && { kind: auth.kind, permissions: auth.permissions });
    if (verdict === 'unauthenticated') throw new AppError(ERROR_CODES.noSession);
    if (verdict === 'forbidden') throw new AppError(ERROR_CODES.notAuthorized);
    // Force-2FA: until the user enables it, only auth, profile and settings calls go through.
    if (auth?.kind === 'user' && auth.force2fa && !auth.tfaEnabled && !contract.allowWithoutTfa) {
      throw new AppError(ERROR_CODES.tfaRequired);
    }
  });
});
