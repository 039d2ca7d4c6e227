// Users admin (spec §7 Users): the list, search and filter, one user with the
// sensitive fields, create, edit, permissions, delete, reset password and reset credentials.
// Reads need read on `users`, changes need all (spec §6). GET /api/users is the colleagues list
// any worker may read: ids and names only (docs/decisions/104).
import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  GENDERS,
  PAY_TYPES,
  SORT_DIRECTIONS,
  USER_GROUPS,
  USER_SORT_KEYS,
} from '../enums.ts';
import { REQUEST, USER } from '../limits.ts';
import { access } from '../permissions.ts';
import { okResponse } from '../schemas/auth.ts';
import { countedTotal, id, idParams, listQuery, text } from '../schemas/common.ts';
import {
  adminUserInput,
  adminUserListItemSchema,
  adminUserSchema,
  adminUserUpdate,
  permissionsInput,
} from '../schemas/user.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['users (admin)'];
const read = access.admin('users', 'read');
const edit = access.admin('users', 'all');
const adminUserResponse = z.object({ user: adminUserSchema });

/** A page of the list: how many match, counted up to REQUEST.maxCountedTotal. */
const userPage = z.object({
  users: z.array(adminUserListItemSchema),
  total: countedTotal(),
  /** More match than `total` says: the count stopped at its limit. */
  totalCapped: z.boolean(),
});

/** The filters of POST /users/filter/admin; every given one must hold. */
export const userFilterInput = z
  .object({
    /** Words of the name ("first last" contains them). */
    q: text(REQUEST.maxSearchLength).default(''),
    /** Part of the email address. */
    email: text(USER.email).default(''),
    /** The education in effect today is one of these. */
    education: z.array(z.enum(EDUCATION_LEVELS)).max(EDUCATION_LEVELS.length).default([]),
    userGroup: z.array(z.enum(USER_GROUPS)).max(USER_GROUPS.length).default([]),
    payType: z.array(z.enum(PAY_TYPES)).max(PAY_TYPES.length).default([]),
    gender: z.array(z.enum(GENDERS)).max(GENDERS.length).default([]),
    /** Admins only (any area at read or above), workers only, or both. */
    role: z.enum(['any', 'admin', 'worker']).default('any'),
    /** The column sorted by (ties by name, then id). */
    sort: z.enum(USER_SORT_KEYS).default('name'),
    order: z.enum(SORT_DIRECTIONS).default('asc'),
  })
  .extend({
    // A JSON body carries numbers as numbers (no coercion as in a query string).
    limit: z.number().int().min(1).max(REQUEST.maxPageSize).optional(),
    offset: z.number().int().min(0).optional(),
  });
export type UserFilter = z.output<typeof userFilterInput>;

export const userAdminContracts = contractGroup('userAdmin', {
  colleagues: defineContract({
    method: 'GET',
    path: '/api/users',
    summary:
      "A page of the organisation's people by name: ids and names only, for any worker (an admin's fields come from the admin calls); `more` says whether another page follows",
    tags: ['users'],
    access: access.worker,
    query: listQuery(REQUEST.maxPageSize),
    response: {
      200: z.object({ users: z.array(z.object({ _id: id, name: z.string() })), more: z.boolean() }),
    },
  }),
  list: defineContract({
    method: 'GET',
    path: '/api/users/admin',
    summary: "A page of the organisation's users by name (no sensitive fields), with the total",
    tags,
    access: read,
    query: listQuery(REQUEST.maxPageSize),
    response: { 200: userPage },
  }),
  filter: defineContract({
    method: 'POST',
    path: '/api/users/filter/admin',
    summary: 'A page of users matching the name words and filters, by name (no sensitive fields)',
    tags,
    access: read,
    body: userFilterInput,
    response: { 200: userPage },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/users/:id/admin',
    summary: 'One user with every admin-editable field, the sensitive ones included',
    tags,
    access: read,
    params: idParams,
    response: { 200: adminUserResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/users/admin',
    summary: 'Add a user; they get an email with a link to set their password',
    tags,
    access: edit,
    body: z.object({ user: adminUserInput, permissions: permissionsInput.shape.permissions.default({}) }),
    response: { 201: adminUserResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/users/:id/admin',
    summary: "Change a user's admin-editable fields (only those given)",
    tags,
    access: edit,
    params: idParams,
    body: z.object({ user: adminUserUpdate }),
    response: { 200: adminUserResponse },
  }),
  permissions: defineContract({
    method: 'PUT',
    path: '/api/users/:id/permissions/admin',
    summary: "Set a user's permissions (every area none, read or all); no area above the caller's own level",
    tags,
    access: edit,
    refusesApiTokens: true,
    params: idParams,
    body: permissionsInput,
    response: { 200: adminUserResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/users/:id/admin',
    summary: 'Remove a user: their sessions end, their past shifts stay (not oneself)',
    tags,
    access: edit,
    params: idParams,
    response: { 200: okResponse },
  }),
  resetPassword: defineContract({
    method: 'POST',
    path: '/api/users/:id/reset-password/admin',
    summary: 'Email the user a link to set a new password',
    tags,
    access: edit,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: okResponse },
  }),
  resetCredentials: defineContract({
    method: 'POST',
    path: '/api/users/:id/reset-credentials/admin',
    summary: "Clear the user's two-factor and recovery codes (they enrol again)",
    tags,
    access: edit,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: okResponse },
  }),
});
