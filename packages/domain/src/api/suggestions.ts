// Shift requests (spec §7 Suggestions): a worker suggests shifts and edits or withdraws the
// pending ones; admins with `shifts` read list and count them, and with `all` approve (each
// becomes a shift for that worker) or reject them with a message.
import { z } from 'zod';
import { ApprovalState, SORT_DIRECTIONS, SUGGESTION_SORT_KEYS } from '../enums.ts';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import { dateTime, id, idParams, listQuery, massIdsInput, numericQueryEnum } from '../schemas/common.ts';
import {
  adminSuggestionSchema,
  ownSuggestionSchema,
  suggestionDecisionMessage,
  suggestionInput,
  suggestionMassInput,
  suggestionUpdate,
} from '../schemas/suggestion.ts';
import { contractGroup, defineContract } from './contract.ts';

const workerTags = ['suggestions (worker)'];
const adminTags = ['suggestions (admin)'];
const own = z.object({ suggestion: ownSuggestionSchema });
const admin = z.object({ suggestion: adminSuggestionSchema });
const admins = z.object({ suggestions: z.array(adminSuggestionSchema) });

export const ownSuggestionQuery = listQuery(REQUEST.maxPageSize);

export const suggestionContracts = contractGroup('suggestion', {
  list: defineContract({
    method: 'GET',
    path: '/api/suggestions/worker',
    summary: "Own shift requests, newest first, with each one's state and the admin's message",
    tags: workerTags,
    access: access.worker,
    query: ownSuggestionQuery,
    response: { 200: z.object({ suggestions: z.array(ownSuggestionSchema) }) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/suggestions/worker',
    summary: 'Request one shift',
    tags: workerTags,
    access: access.worker,
    body: z.object({ suggestion: suggestionInput }),
    response: { 201: own },
  }),
  createMany: defineContract({
    method: 'POST',
    path: '/api/suggestions/multiple/worker',
    summary: 'Request many shifts at once: all or none, a refusal naming the item and field',
    tags: workerTags,
    access: access.worker,
    body: suggestionMassInput,
    response: { 201: z.object({ suggestions: z.array(ownSuggestionSchema) }) },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/suggestions/:id/worker',
    summary: 'Change an own pending request; a decided one is a 409',
    tags: workerTags,
    access: access.worker,
    params: idParams,
    body: z.object({ suggestion: suggestionUpdate }),
    response: { 200: own },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/suggestions/:id/worker',
    summary: 'Withdraw an own pending request, answered as it was; a decided one is a 409',
    tags: workerTags,
    access: access.worker,
    params: idParams,
    response: { 200: own },
  }),
});

/** The admin's list: filters, pending ones first (oldest start first), then the decided, latest first. */
export const adminSuggestionQuery = listQuery(REQUEST.maxPageSize).extend({
  state: numericQueryEnum(ApprovalState.values).optional(),
  worker: id.optional(),
  department: id.optional(),
  from: dateTime.optional().describe('Requests starting at or after this instant.'),
  to: dateTime.optional().describe('Requests starting before this instant.'),
  sort: z
    .enum(SUGGESTION_SORT_KEYS)
    .optional()
    .describe('The column sorted by, ties by id; without it pending first (oldest start first).'),
  order: z.enum(SORT_DIRECTIONS).default('asc').describe('The direction of `sort`.'),
});
export type AdminSuggestionQuery = z.output<typeof adminSuggestionQuery>;

export const adminSuggestionContracts = contractGroup('adminSuggestion', {
  list: defineContract({
    method: 'GET',
    path: '/api/suggestions/admin',
    summary:
      "A page of the organisation's shift requests matching the filters, pending first (oldest start first), with the total",
    tags: adminTags,
    access: access.admin('shifts', 'read'),
    query: adminSuggestionQuery,
    response: { 200: admins.extend({ total: z.number().int().min(0) }) },
  }),
  count: defineContract({
    method: 'GET',
    path: '/api/suggestions/count/admin',
    summary: 'How many shift requests wait for a decision (the menu badge)',
    tags: adminTags,
    access: access.admin('shifts', 'read'),
    response: { 200: z.object({ count: z.number().int().min(0) }) },
  }),
  approveMany: defineContract({
    method: 'POST',
    path: '/api/suggestions/mass/admin',
    summary:
      'Approve many pending requests, all or none: each becomes a shift for its worker, who is told; a decided one is a 409',
    tags: adminTags,
    access: access.admin('shifts', 'all'),
    body: massIdsInput,
    response: { 200: admins },
  }),
  reject: defineContract({
    method: 'DELETE',
    path: '/api/suggestions/:id/admin',
    summary: 'Reject a pending request with an optional message to the worker, who is told',
    tags: adminTags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    body: z.object({ message: suggestionDecisionMessage }),
    response: { 200: admin },
  }),
  rejectMany: defineContract({
    method: 'DELETE',
    path: '/api/suggestions/mass/admin',
    summary: 'Reject many pending requests with one optional message, all or none',
    tags: adminTags,
    access: access.admin('shifts', 'all'),
    body: massIdsInput.extend({ message: suggestionDecisionMessage }),
    response: { 200: admins },
  }),
});
