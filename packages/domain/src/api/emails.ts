// Mass email (spec §7 Email: POST /emails/mass/admin): sent with all on users; the messages go
// through a queue in the database, never in the request. The delivery report (the list of sends
// and one send's recipients) is an addition (decision 113), read with read on users.
import { z } from 'zod';
import { MASS_EMAIL } from '../limits.ts';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import {
  massEmailDetailSchema,
  massEmailInput,
  massEmailQueuedSchema,
  massEmailSummarySchema,
} from '../schemas/massEmail.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['emails'];

export const emailContracts = contractGroup('email', {
  sendMass: defineContract({
    method: 'POST',
    path: '/api/emails/mass/admin',
    summary: 'Queue one email to each chosen user and member of the chosen groups; answers at once',
    tags,
    access: access.admin('users', 'all'),
    // A longest message at 3 bytes a character (UTF-8 of any UTF-16 unit), plus room for the ids.
    bodyLimit: MASS_EMAIL.message * 3 + 1_048_576,
    body: massEmailInput,
    response: { 201: z.object({ massEmail: massEmailQueuedSchema }) },
  }),
  listMass: defineContract({
    method: 'GET',
    path: '/api/emails/mass/admin',
    summary: 'The newest mass emails, each with how many messages are queued, sent, failed or logged',
    tags,
    access: access.admin('users', 'read'),
    response: { 200: z.object({ massEmails: z.array(massEmailSummarySchema) }) },
  }),
  getMass: defineContract({
    method: 'GET',
    path: '/api/emails/mass/:id/admin',
    summary: "One mass email with each recipient's delivery state",
    tags,
    access: access.admin('users', 'read'),
    params: idParams,
    response: { 200: z.object({ massEmail: massEmailDetailSchema }) },
  }),
});
