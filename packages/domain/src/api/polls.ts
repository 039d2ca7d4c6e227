// Polls (spec §7 Polls, decision 111). Workers (any user login, not guest users) read the
// published polls meant for them and vote; admins with the polls area read (read) and change
// (all) every poll of the organisation, drafts included.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import {
  pollAdminListItemSchema,
  pollAdminSchema,
  pollInput,
  pollListItemSchema,
  pollSchema,
  pollUpdate,
  pollVoteInput,
} from '../schemas/poll.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['polls'];
const read = access.admin('polls', 'read');
const edit = access.admin('polls', 'all');
const pollResponse = z.object({ poll: pollSchema });
const adminResponse = z.object({ poll: pollAdminSchema });
const countResponse = z.object({ count: z.number().int() });

export const pollContracts = contractGroup('poll', {
  list: defineContract({
    method: 'GET',
    path: '/api/polls',
    summary:
      'Published polls meant for the caller: open unanswered first, then open answered, then closed (newest first within each)',
    tags,
    access: access.worker,
    response: { 200: z.object({ polls: z.array(pollListItemSchema) }) },
  }),
  count: defineContract({
    method: 'GET',
    path: '/api/polls/count',
    summary: 'How many open polls meant for the caller are still unanswered (the menu badge)',
    tags,
    access: access.worker,
    response: { 200: countResponse },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/polls/:id',
    summary: 'One published poll meant for the caller, with its description and report',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: pollResponse },
  }),
  vote: defineContract({
    method: 'POST',
    path: '/api/polls/:id/vote',
    summary:
      'Vote for a choice, or add a choice and vote for it where the poll allows; one vote per worker, changed only where allowed',
    tags,
    access: access.worker,
    params: idParams,
    body: pollVoteInput,
    response: { 200: pollResponse },
  }),
  adminList: defineContract({
    method: 'GET',
    path: '/api/polls/admin',
    summary: 'Every poll of the organisation, drafts first, then by publishing time, newest first',
    tags,
    access: read,
    response: { 200: z.object({ polls: z.array(pollAdminListItemSchema) }) },
  }),
  adminCount: defineContract({
    method: 'GET',
    path: '/api/polls/count/admin',
    summary: 'How many polls of the organisation are open now',
    tags,
    access: read,
    response: { 200: countResponse },
  }),
  adminGet: defineContract({
    method: 'GET',
    path: '/api/polls/:id/admin',
    summary: 'One poll with its counts, the users it is for and who answered what',
    tags,
    access: read,
    params: idParams,
    response: { 200: adminResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/polls/admin',
    summary: 'Add a poll; description and report are stored as sanitised HTML',
    tags,
    access: edit,
    body: z.object({ poll: pollInput }),
    response: { 201: adminResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/polls/:id/admin',
    summary: 'Change a poll; choices, when sent, replace the list (a kept text keeps its votes)',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ poll: pollUpdate }),
    response: { 200: adminResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/polls/:id/admin',
    summary: 'Remove a poll with its choices and votes',
    tags,
    access: edit,
    params: idParams,
    response: { 200: adminResponse },
  }),
});
