// What every handler and service receives: one object, never a list of positional "who" arguments.
import type { Permissions } from '@tuura/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';

/** The signed-in caller, loaded from the session cookie. */
export type Auth = {
  sessionHash: string;
  organizationId: string;
  kind: 'user' | 'guest';
  userId: string | null;
  guestUserId: string | null;
  permissions: Permissions;
  tfaEnabled: boolean;
  force2fa: boolean;
  takenOverBy: string | null;
};

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
  auth: Auth | null;
  req: FastifyRequest;
  reply: FastifyReply;
  now: Date;
};

/** The caller's id when the route needs a normal user login (the guard has checked it). */
export function userIdOf(ctx: Ctx): string {
  if (ctx.auth?.kind !== 'user' || !ctx.auth.userId) throw new Error('route bound without worker access');
  return ctx.auth.userId;
}

export function guestIdOf(ctx: Ctx): string {
  if (ctx.auth?.kind !== 'guest' || !ctx.auth.guestUserId)
    throw new Error('route bound without guest access');
  return ctx.auth.guestUserId;
}
