// Group (spec §3): a named set of workers an admin keeps.
import { z } from 'zod';
import { GROUP } from '../limits.ts';
import { id, meta, requiredText, updateOf } from './common.ts';

export const groupSchema = z.object({ _id: id, name: z.string(), meta: z.string() });
export type Group = z.infer<typeof groupSchema>;

export const groupInput = z.object({
  name: requiredText(GROUP.name),
  meta: meta(GROUP.meta).default(''),
});
export const groupUpdate = updateOf(groupInput);
