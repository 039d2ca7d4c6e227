// What every service receives: one object saying who acts, in which organisation, and with which
// dependencies. It never holds Fastify's request or reply, so a service runs the same from a
// route, a scheduled job or a test (docs/decisions/006-service-context-and-scope.md).
import type { Permissions } from '@tuura/domain';
import { AUDIT } from '@tuura/domain/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';

/**
 * A signed-in caller, loaded from the session cookie, or an API token (kind 'token', decision
 * 121): a token acts for the organisation with its own permissions, never as a person.
 */
export type Auth = {
  /** The session's hash; a token's hash for a token (it has no session). */
  sessionHash: string;
  organizationId: string;
  kind: 'user' | 'guest' | 'token';
  userId: string | null;
  guestUserId: string | null;
  /** The API token a request came with; null for a session. */
  tokenId: string | null;
  permissions: Permissions;
  tfaEnabled: boolean;
  force2fa: boolean;
  takenOverBy: string | null;
};

/** Work outside a request (reminders, mass email): acts for one organisation under a job's name. */
export type JobActor = { kind: 'job'; job: string; organizationId: string };

/** Who acts: a session's user or guest user, an API token, or a job. */
export type Actor = Auth | JobActor;

/** Long-lived dependencies of the app, built once in buildApp. */
export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The current time; tests move it to check expiries. */
  clock: () => Date;
  log: FastifyBaseLogger;
};

export type Ctx = Deps & {
  /** Who acts; null for an anonymous call (login, password reset). */
  actor: Actor | null;
  /** The time this unit of work happens at, read once. */
  now: Date;
  /** The client's address for the audit log; null outside a request. */
  ip: string | null;
  /** The client's User-Agent for the audit log (cut to AUDIT.userAgent); null outside a request. */
  userAgent: string | null;
};

const userAgentOf = (headers: Record<string, string | string[] | undefined> | undefined) => {
  const value = headers?.['user-agent'];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, AUDIT.userAgent) : null;
};

/** The context of one HTTP request (built by the route layer, the only place that sees Fastify). */
export const requestCtx = (
  deps: Deps,
  request: { auth: Auth | null; ip: string; headers?: Record<string, string | string[] | undefined> },
): Ctx => ({
  ...deps,
  actor: request.auth,
  now: deps.clock(),
  ip: request.ip,
  userAgent: userAgentOf(request.headers),
});

/** The context of a job acting for one organisation. */
export const jobCtx = (deps: Deps, job: string, organizationId: string): Ctx => ({
  ...deps,
  actor: { kind: 'job', job, organizationId },
  now: deps.clock(),
  ip: null,
  userAgent: null,
});

/** The signed-in user's session, when the actor is one (the guard has checked the route). */
export function userAuthOf(ctx: Pick<Ctx, 'actor'>): Auth & { kind: 'user'; userId: string } {
  const actor = ctx.actor;
  if (actor?.kind !== 'user' || !actor.userId) throw new Error('route bound without worker access');
  return actor as Auth & { kind: 'user'; userId: string };
}

/** The caller's user id when the route needs a normal user login. */
export const userIdOf = (ctx: Pick<Ctx, 'actor'>): string => userAuthOf(ctx).userId;

export function guestIdOf(ctx: Pick<Ctx, 'actor'>): string {
  const actor = ctx.actor;
  if (actor?.kind !== 'guest' || !actor.guestUserId) throw new Error('route bound without guest access');
  return actor.guestUserId;
}

/** The person acting, as history and the audit log name them: the admin behind a take-over. */
export const actingUserIdOf = (ctx: Pick<Ctx, 'actor'>): string | null => {
  const actor = ctx.actor;
  return actor && actor.kind !== 'job' ? (actor.takenOverBy ?? actor.userId ?? null) : null;
};

/** The session in use, if the actor came with one. */
export const sessionHashOf = (ctx: Pick<Ctx, 'actor'>): string | null =>
  ctx.actor && ctx.actor.kind !== 'job' && ctx.actor.kind !== 'token' ? ctx.actor.sessionHash : null;

/**
 * The admin permissions the caller acts with: a signed-in user's, or an API token's scope. The
 * guard has checked the route; services read finer rules (pay visible, HR notes) from this.
 */
export const permissionsOf = (ctx: Pick<Ctx, 'actor'>): Permissions => {
  const actor = ctx.actor;
  return actor && actor.kind !== 'job' ? actor.permissions : {};
};

/** The API token acting, when the request came with one (the audit log names it). */
export const tokenIdOf = (ctx: Pick<Ctx, 'actor'>): string | null => {
  const actor = ctx.actor;
  return actor?.kind === 'token' ? actor.tokenId : null;
};
