// A person's saved filters (spec §3, §4, §7 Filters): named queries of one page (its context),
// at most one per context the default. Any user login keeps their own, workers too: the spec
// names no area, and they are the caller's own data, never another's (another's id is a 404).
// Guest users have none here: their filters belong to the guest user (spec §3).
import { z } from 'zod';
import { SAVED_FILTER } from '../limits.ts';
import { access } from '../permissions.ts';
import { idParams, requiredText } from '../schemas/common.ts';
import { savedFilterInput, savedFilterSchema, savedFilterUpdate } from '../schemas/savedFilter.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['filters'];
const filterResponse = z.object({ filter: savedFilterSchema });

export const filterListQuery = z.object({
  /** Only the filters of this page. */
  context: requiredText(SAVED_FILTER.context).optional(),
});

export const filterContracts = contractGroup('filter', {
  list: defineContract({
    method: 'GET',
    path: '/api/filters',
    summary: `Own saved filters by context and name (at most ${SAVED_FILTER.perUser}); any user login, workers too`,
    tags,
    access: access.worker,
    query: filterListQuery,
    response: { 200: z.object({ filters: z.array(savedFilterSchema).max(SAVED_FILTER.perUser) }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/filters/:id',
    summary: 'One own saved filter',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: filterResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/filters',
    summary:
      "Save a filter; saved as the default, it clears the default of the caller's others of its context",
    tags,
    access: access.worker,
    body: z.object({ filter: savedFilterInput }),
    response: { 201: filterResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/filters/:id',
    summary:
      "Change an own filter; made the default, it clears the default of the caller's others of its context",
    tags,
    access: access.worker,
    params: idParams,
    body: z.object({ filter: savedFilterUpdate }),
    response: { 200: filterResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/filters/:id',
    summary: 'Remove an own filter, answering it as it was',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: filterResponse },
  }),
});
