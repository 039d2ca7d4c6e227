// Bench-only routes, registered by buildApp only when BENCH_ROUTES=1 (docs/decisions/091): the
// floors every scenario is compared with, bound like every /api route (same hooks, validation and
// serialisation), and the switch of the SQL capture. Absent, and so absent from OpenAPI, otherwise.
import { access, defineContract } from '@tuura/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../errors.ts';
import { bindContract } from '../../plugins/routes.ts';
import type { SqlCapture } from './service.ts';

const ok = z.object({ status: z.literal('ok') });
const tags = ['bench'];

export const benchContracts = {
  /** Floor (a): the whole /api pipeline and a JSON answer, no database. */
  floor: defineContract({
    method: 'GET',
    path: '/api/bench/floor',
    summary: 'Bench floor: a JSON answer without the database',
    tags,
    access: access.public,
    allowWithoutTfa: true,
    response: { 200: ok },
  }),
  /** Floor (b): the same behind a worker's session, so the session lookup runs. */
  floorSession: defineContract({
    method: 'GET',
    path: '/api/bench/floor/session',
    summary: 'Bench floor: a JSON answer after the session lookup',
    tags,
    access: access.worker,
    allowWithoutTfa: true,
    response: { 200: ok },
  }),
  /** Capture on (empty list back) or off (the statements run since it went on). */
  sql: defineContract({
    method: 'POST',
    path: '/api/bench/sql',
    summary: 'Bench: switch the SQL capture',
    tags,
    access: access.public,
    allowWithoutTfa: true,
    body: z.object({ capture: z.boolean() }),
    response: {
      200: z.object({ statements: z.array(z.object({ sql: z.string(), params: z.array(z.unknown()) })) }),
    },
  }),
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function benchRoutes(capture: SqlCapture | undefined) {
  return async (app: FastifyInstance) => {
    bindContract(app, benchContracts.floor, async () => ({ status: 'ok' as const }));
    bindContract(app, benchContracts.floorSession, async () => ({ status: 'ok' as const }));
    bindContract(app, benchContracts.sql, async ({ body }, _ctx, { req }) => {
      // Captured parameters include session hashes: only the runner on this machine gets them.
      if (!LOOPBACK.has(req.ip)) throw fail('auth.notAuthorized');
      if (body.capture) {
        capture?.start();
        return { statements: [] };
      }
      return { statements: capture?.stop() ?? [] };
    });
  };
}
