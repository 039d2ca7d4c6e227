// Group (spec §3): a named set of workers an admin keeps, with its members.
import { z } from 'zod';
import { GROUP, REQUEST } from '../limits.ts';
import { id, meta, requiredText, updateOf } from './common.ts';

export const groupSchema = z.object({ _id: id, name: z.string(), meta: z.string() });
export type Group = z.infer<typeof groupSchema>;

/** A member as pickers and lists show one: id and full name. */
export const groupMemberSchema = z.object({ _id: id, name: z.string() });
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** A row of the admin's list: the group with how many live users are in it. */
export const groupListItemSchema = groupSchema.extend({ memberCount: z.number().int().min(0) });
export type GroupListItem = z.infer<typeof groupListItemSchema>;

/** One group in full: its members by name. */
export const groupDetailSchema = groupSchema.extend({ members: z.array(groupMemberSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupInput = z.object({
  name: requiredText(GROUP.name),
  meta: meta(GROUP.meta).default(''),
  /** User ids; the set replaces the group's members (duplicates count once). */
  members: z.array(id).max(REQUEST.maxIdsPerMassAction).default([]),
});
export type GroupInput = z.input<typeof groupInput>;
export const groupUpdate = updateOf(groupInput);
