// Groups of workers (spec §7 Groups): any user login reads ids and names for pickers; the admin
// screens read with read on users and change with all on users (spec §6: groups are users' area).
import { z } from 'zod';
import { access } from '../permissions.ts';
import { id, idParams } from '../schemas/common.ts';
import {
  groupDetailSchema,
  groupInput,
  groupListItemSchema,
  groupSchema,
  groupUpdate,
} from '../schemas/group.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['groups'];
const read = access.admin('users', 'read');
const edit = access.admin('users', 'all');
const groupResponse = z.object({ group: groupDetailSchema });

/** GET /groups/members/admin: the groups one user is in (decision 107). */
export const groupsOfUserQuery = z.object({ user: id });

export const groupContracts = contractGroup('group', {
  pick: defineContract({
    method: 'GET',
    path: '/api/groups',
    summary: "The organisation's groups by name: id and name only (pickers)",
    tags,
    access: access.worker,
    response: { 200: z.object({ groups: z.array(groupSchema.pick({ _id: true, name: true })) }) },
  }),
  list: defineContract({
    method: 'GET',
    path: '/api/groups/admin',
    summary: "The organisation's groups by name, each with its number of members",
    tags,
    access: read,
    response: { 200: z.object({ groups: z.array(groupListItemSchema) }) },
  }),
  ofUser: defineContract({
    method: 'GET',
    path: '/api/groups/members/admin',
    summary: 'The groups one user is a member of, by name',
    tags,
    access: read,
    query: groupsOfUserQuery,
    response: { 200: z.object({ groups: z.array(groupSchema) }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/groups/:id/admin',
    summary: 'One group with its members by name',
    tags,
    access: read,
    params: idParams,
    response: { 200: groupResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/groups/admin',
    summary: "Add a group with its members (users of the caller's organisation)",
    tags,
    access: edit,
    body: z.object({ group: groupInput }),
    response: { 201: groupResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/groups/:id/admin',
    summary: 'Change a group; `members`, when sent, replaces the members',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ group: groupUpdate }),
    response: { 200: groupResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/groups/:id/admin',
    summary: 'Remove a group (its users stay)',
    tags,
    access: edit,
    params: idParams,
    response: { 200: groupResponse },
  }),
});
