// Saved filter (spec §3, §4): a named query on one page (its context); at most one per context
// is the default, and making one default clears the flag on the others.
import { z } from 'zod';
import { SAVED_FILTER } from '../limits.ts';
import { freeFormObject, id, requiredText, updateOf } from './common.ts';

/** The page's own filter values; each page validates what it reads back. */
export const filterQuery = z.record(z.string(), z.unknown());

/** What a person may store: the free-form JSON rule, at most SAVED_FILTER.queryChars as JSON. */
const storedQuery = freeFormObject(SAVED_FILTER.queryChars);

export const savedFilterSchema = z.object({
  _id: id,
  name: z.string(),
  context: z.string(),
  default: z.boolean(),
  query: filterQuery,
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFilterInput = z.object({
  name: requiredText(SAVED_FILTER.name),
  context: requiredText(SAVED_FILTER.context),
  default: z.boolean().default(false),
  query: storedQuery.default({}),
});
export const savedFilterUpdate = updateOf(savedFilterInput);
