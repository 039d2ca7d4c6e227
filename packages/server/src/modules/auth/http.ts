// The HTTP side of signing in (decision 145): the session cookies and a request's client. Only
// the routes use these; the services make and end sessions and never see a request or reply.
import { AUTH } from '@tuura/domain/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../context.ts';
import { SESSION_COOKIE, type SessionClient } from './sessions.ts';
import { ADMIN_SESSION_COOKIE, PARKED_PATH } from './takeOver.ts';

/** The client of a request: its User-Agent (cut to its limit) and address. */
export const clientOf = (req: Pick<FastifyRequest, 'headers' | 'ip'>): SessionClient => ({
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, AUTH.sessionUserAgentMax),
  ip: req.ip,
});

export function setSessionCookie(reply: FastifyReply, deps: Pick<Deps, 'config'>, id: string) {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.publicUrl.protocol === 'https:',
    maxAge: deps.config.sessionAbsoluteMinutes * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: Pick<Deps, 'config'>) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.publicUrl.protocol === 'https:',
  });
}

/** Parks the admin's cookie beside the session cookie, under a name no lookup reads. */
export function parkAdminCookie(reply: FastifyReply, deps: Pick<Deps, 'config'>, value: string) {
  reply.setCookie(ADMIN_SESSION_COOKIE, value, {
    path: PARKED_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.publicUrl.protocol === 'https:',
    maxAge: deps.config.sessionAbsoluteMinutes * 60,
  });
}

export function clearParkedCookie(reply: FastifyReply, deps: Pick<Deps, 'config'>) {
  reply.clearCookie(ADMIN_SESSION_COOKIE, {
    path: PARKED_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.publicUrl.protocol === 'https:',
  });
}
