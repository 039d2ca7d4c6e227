// The one access check: the route's contract names what it needs; the domain decides.
import { type Access, type Caller, checkAccess } from '@tuura/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../errors.ts';
import { methodNotAllowed } from './errors.ts';

const exempt = (allow: boolean | Access | undefined, caller: Caller) =>
  typeof allow === 'object' ? checkAccess(allow, caller) === 'ok' : allow === true;

export const guardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    const contract = req.routeOptions.config.contract;
    if (!contract) return;
    // A path another route names more exactly, asked with a method that route has not, reached
    // this one only through its parameter: 405 before any access check (decision 131).
    const owning = app.methodsOwningPath(req.url.split('?')[0] ?? '', req.routeOptions.url ?? '');
    if (owning && !owning.includes(req.method)) return methodNotAllowed(reply, req.method, owning);
    const auth = req.auth;
    const caller = auth && { kind: auth.kind, permissions: auth.permissions };
    const verdict = checkAccess(contract.access, caller);
    if (verdict === 'unauthenticated') throw fail('auth.noSession');
    if (verdict === 'forbidden') throw fail('auth.notAuthorized');
    // Tokens reach public and admin routes only (checkAccess), and not those that manage access
    // itself (decision 121).
    if (auth?.kind === 'token' && contract.refusesApiTokens) throw fail('auth.notAuthorized');
    // Force-2FA: until the user enables it, only auth, profile and settings calls go through, and
    // the organisation's setting for those who may change it (decision 070).
    if (
      auth?.kind === 'user' &&
      auth.force2fa &&
      !auth.tfaEnabled &&
      !exempt(contract.allowWithoutTfa, caller)
    ) {
      throw fail('auth.tfaRequired');
    }
    // Credentials stay the user's own: an admin acting in their session may not change them.
    if (auth?.takenOverBy && contract.refusedDuringTakeOver) throw fail('takeOver.refused');
  });
});
