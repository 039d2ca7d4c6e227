// Cancellation endpoints (spec §7 Cancellations): a worker cancels own shifts that have not
// started, with a reason; admins with `shifts` read see the active ones and with `all` react.
import { z } from 'zod';
import { CANCELLATION_SORT_KEYS, SORT_DIRECTIONS } from '../enums.ts';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import {
  cancellationInput,
  cancellationMassInput,
  cancellationReactInput,
  cancellationSchema,
} from '../schemas/cancellation.ts';
import { idParams, listQuery } from '../schemas/common.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['cancellations'];
const cancellationResponse = z.object({ cancellation: cancellationSchema });
const total = z.number().int().min(0);
const cancellationPage = z.object({ cancellations: z.array(cancellationSchema), total });

export const cancellationListQuery = listQuery(REQUEST.maxPageSize);
export type CancellationListQuery = z.output<typeof cancellationListQuery>;
/** The admin's list: a page, sorted by a column (ties by id) or by default the oldest sent first. */
export const activeCancellationQuery = cancellationListQuery.extend({
  sort: z.enum(CANCELLATION_SORT_KEYS).default('createdAt').describe('The column sorted by; ties by id.'),
  order: z.enum(SORT_DIRECTIONS).default('asc').describe('The direction of `sort`.'),
});
export type ActiveCancellationQuery = z.output<typeof activeCancellationQuery>;

export const cancellationContracts = contractGroup('cancellation', {
  listOwn: defineContract({
    method: 'GET',
    path: '/api/cancellations/worker',
    summary: "The caller's own cancellations, newest first, with their state and the admin's words",
    tags,
    access: access.worker,
    query: cancellationListQuery,
    response: { 200: cancellationPage },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/cancellations/worker',
    summary:
      'Cancel an own shift that has not started, with a reason; a shift with a cancellation waiting for a decision is a 409',
    tags,
    access: access.worker,
    body: cancellationInput,
    response: { 201: cancellationResponse },
  }),
  createMany: defineContract({
    method: 'POST',
    path: '/api/cancellations/mass/worker',
    summary: 'Cancel many own shifts with one reason: all or none, a refusal naming the item (shifts.<i>)',
    tags,
    access: access.worker,
    body: cancellationMassInput,
    response: { 201: z.object({ cancellations: z.array(cancellationSchema) }) },
  }),
  listActive: defineContract({
    method: 'GET',
    path: '/api/cancellations/active/admin',
    summary:
      "A page of the organisation's active cancellations, oldest first (or by `sort`), with the shift, its place and the worker's name",
    tags,
    access: access.admin('shifts', 'read'),
    query: activeCancellationQuery,
    response: { 200: cancellationPage },
  }),
  countActive: defineContract({
    method: 'GET',
    path: '/api/cancellations/count/admin',
    summary:
      "How many cancellations wait for a decision: the admin menu's badge (beyond the spec's list, decision 101)",
    tags,
    access: access.admin('shifts', 'read'),
    response: { 200: z.object({ count: total }) },
  }),
  react: defineContract({
    method: 'PUT',
    path: '/api/cancellations/:id/admin',
    summary:
      'React to an active cancellation: accept frees the shift, reject leaves it with the worker; the worker is notified. A decided one is a 409',
    tags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    body: cancellationReactInput,
    response: { 200: cancellationResponse },
  }),
});
