// An admin's overlap checks before planning workers' shifts (spec §7 Users, admin): which of the
// named workers' shifts and shift requests meet the spans, by the one overlap rule (half-open: a
// shift ending when a span starts does not overlap it). Read with `shifts` at read level: planning
// reads the organisation's shifts. Another organisation's or an unknown worker is a 404.
import { z } from 'zod';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import { id, idParams, ids } from '../schemas/common.ts';
import { customIssue } from '../validation.ts';
import { contractGroup, defineContract } from './contract.ts';
import { overlapFound, overlapSpan } from './users.ts';

const tags = ['users', 'shifts (admin)'];
const readShifts = access.admin('shifts', 'read');

/** Worker-and-span pairs one request checks at most, and shifts (and requests) it answers at most. */
export const OVERLAP_CHECKS_MAX = REQUEST.maxIdsPerMassAction;

const spans = z.array(overlapSpan).min(1).max(OVERLAP_CHECKS_MAX);

/** 'maxItems' on `path` when the pairs of worker and span come to more than a request checks. */
const pairsAtMost = (pairs: number, path: PropertyKey[], ctx: z.RefinementCtx) => {
  if (pairs > OVERLAP_CHECKS_MAX) ctx.addIssue(customIssue('maxItems', path, { count: OVERLAP_CHECKS_MAX }));
};

export const sharedOverlapInput = z
  .object({ users: ids(OVERLAP_CHECKS_MAX), spans })
  .superRefine((v, ctx) => pairsAtMost(v.users.length * v.spans.length, ['spans'], ctx));

export const pairedOverlapInput = z
  .object({
    checks: z
      .array(z.object({ user: id, spans }))
      .min(1)
      .max(OVERLAP_CHECKS_MAX),
  })
  .superRefine((v, ctx) =>
    pairsAtMost(
      v.checks.reduce((n, check) => n + check.spans.length, 0),
      ['checks'],
      ctx,
    ),
  );

const overlapAnswer = z.object({
  /** Whether any named worker has a shift or request meeting any of their spans. */
  overlaps: z.boolean(),
  /** Every named worker once, in the order first named, with what meets their spans. */
  users: z.array(overlapFound.extend({ _id: id })),
  /**
   * More shifts or requests met the spans than one answer holds (OVERLAP_CHECKS_MAX of each, the
   * earliest): `overlaps` is still true, the lists are not complete.
   */
  capped: z.boolean(),
});
const response = { 200: overlapAnswer };

export const adminOverlapContracts = contractGroup('adminOverlap', {
  one: defineContract({
    method: 'POST',
    path: '/api/users/:id/overlap/admin',
    summary: "A worker's shifts and shift requests meeting one span",
    tags,
    access: readShifts,
    params: idParams,
    body: overlapSpan,
    response,
  }),
  spans: defineContract({
    method: 'POST',
    path: '/api/users/:id/overlap-multi/admin',
    summary: `A worker's shifts and shift requests meeting any of the spans (at most ${OVERLAP_CHECKS_MAX})`,
    tags,
    access: readShifts,
    params: idParams,
    body: z.object({ spans }),
    response,
  }),
  shared: defineContract({
    method: 'POST',
    path: '/api/users/overlap-multi-shared/admin',
    summary: `Several workers checked against the same spans (workers x spans at most ${OVERLAP_CHECKS_MAX})`,
    tags,
    access: readShifts,
    body: sharedOverlapInput,
    response,
  }),
  paired: defineContract({
    method: 'POST',
    path: '/api/users/overlap-multi/admin',
    summary: `Several workers, each checked against their own spans (at most ${OVERLAP_CHECKS_MAX} spans in all)`,
    tags,
    access: readShifts,
    body: pairedOverlapInput,
    response,
  }),
});
