// Guest user endpoints (spec §7 Guest users): admins with `users` read list them and with `all`
// add, change, remove and reset them; a guest user reads its own profile and the shifts its
// filters allow (docs/decisions/106), nothing else.
import { z } from 'zod';
import { GUEST_USER_SORT_KEYS, SORT_DIRECTIONS } from '../enums.ts';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import { okResponse } from '../schemas/auth.ts';
import { idParams, listQuery } from '../schemas/common.ts';
import { customerSchema } from '../schemas/customer.ts';
import { guestShiftSchema, guestShiftsQuery } from '../schemas/guestShift.ts';
import { guestSelfSchema, guestUserInput, guestUserSchema, guestUserUpdate } from '../schemas/guestUser.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['guest users'];
const adminTags = ['guest users (admin)'];
const guestUserResponse = z.object({ guestUser: guestUserSchema });
const read = access.admin('users', 'read');
const edit = access.admin('users', 'all');

/** The admin's list: a page, optionally only those whose name or email contains `search`. */
export const guestUserListQuery = listQuery(REQUEST.maxPageSize).extend({
  search: z.string().trim().max(REQUEST.maxSearchLength).optional(),
  /** The column sorted by (ties by id). */
  sort: z.enum(GUEST_USER_SORT_KEYS).default('name'),
  order: z.enum(SORT_DIRECTIONS).default('asc'),
});

export const guestUserContracts = contractGroup('guestUser', {
  self: defineContract({
    method: 'GET',
    path: '/api/guest-users',
    summary: "The signed-in guest user's own profile (without the admin's notes)",
    tags,
    access: access.guest,
    response: { 200: z.object({ guestUser: guestSelfSchema }) },
  }),
  shifts: defineContract({
    method: 'GET',
    path: '/api/guest-users/shifts',
    summary:
      "The shifts starting in [from, to) that the guest's filters allow, in start order: place, times and the worker's name only",
    tags,
    access: access.guest,
    query: guestShiftsQuery,
    response: { 200: z.object({ shifts: z.array(guestShiftSchema) }) },
  }),
  list: defineContract({
    method: 'GET',
    path: '/api/guest-users/admin',
    summary:
      "A page of the organisation's guest users, by name or email either way, optionally searched by name or email",
    tags: adminTags,
    access: read,
    query: guestUserListQuery,
    response: { 200: z.object({ guestUsers: z.array(guestUserSchema), total: z.number().int().min(0) }) },
  }),
  places: defineContract({
    method: 'GET',
    path: '/api/guest-users/places/admin',
    summary:
      "The customers and departments a guest user's filter can name (docs/decisions/126): the organisation's live ones by name",
    tags: adminTags,
    access: read,
    response: { 200: z.object({ customers: z.array(customerSchema) }) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/guest-users/admin',
    summary: 'Add a guest user and email them a link to set their password; an email in use is a 409',
    tags: adminTags,
    access: edit,
    // A guest login sees shifts by its filter: a token may not mint one (decision 121).
    refusesApiTokens: true,
    body: guestUserInput.meta({
      examples: [
        {
          name: 'Päivystys, HUS',
          email: 'paivystys@example.com',
          filters: { customerId: null, departmentId: '0b9e3c52-6a7d-4f1e-9c3a-2f5d8e7a1b40', days: 14 },
        },
      ],
    }),
    response: { 201: guestUserResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/guest-users/:id/admin',
    summary: "Change a guest user's name, email, notes or filters",
    tags: adminTags,
    access: edit,
    params: idParams,
    body: guestUserUpdate,
    response: { 200: guestUserResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/guest-users/:id/admin',
    summary: 'Remove a guest user; their sessions end at once',
    tags: adminTags,
    access: edit,
    params: idParams,
    response: { 200: guestUserResponse },
  }),
  resetCredentials: defineContract({
    method: 'POST',
    path: '/api/guest-users/:id/reset-credentials/admin',
    summary: "End a guest user's sessions, clear their password and email them a link to set a new one",
    tags: adminTags,
    access: edit,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: okResponse },
  }),
});
