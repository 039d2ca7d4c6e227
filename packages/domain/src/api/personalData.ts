// A person's data (GDPR articles 15, 17 and 20; decisions 134 and 135): a worker downloads their
// own data, an admin with `all` on users anyone's of the organisation, as one ZIP (a JSON document
// described by docs/personal-data-export.schema.json, and the person's own files); an admin erases
// a removed user, keeping only what a retention duty keeps, anonymous.
import { z } from 'zod';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import { id, idParams, listQuery } from '../schemas/common.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['personal data'];
const edit = access.admin('users', 'all');

/** The ZIP's bytes: `tuura-data.json` and the person's files under `files/`. */
export const personalDataZip = z
  .string()
  .meta({ description: 'A ZIP file: tuura-data.json and files/<id>/<name>, not JSON', format: 'binary' });

/** A removed user in the list an admin erases from. */
export const formerUserSchema = z.object({
  _id: id,
  name: z.string(),
  removedAt: z.iso.datetime(),
  /** Null until erased; an erased user is listed under the anonymous name. */
  erasedAt: z.iso.datetime().nullable(),
});
export type FormerUser = z.infer<typeof formerUserSchema>;

/** What an erasure removed (counts only: what was erased is not repeated anywhere). */
export const erasureResultSchema = z.object({
  ok: z.literal(true),
  erasedAt: z.iso.datetime(),
  removed: z.object({
    files: z.number().int(),
    notifications: z.number().int(),
    shiftRequests: z.number().int(),
    cancellations: z.number().int(),
    pollAnswers: z.number().int(),
    notes: z.number().int(),
    sessions: z.number().int(),
  }),
  /** Shifts kept, bound to the anonymous user until their retention ends. */
  keptShifts: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

export const personalDataContracts = contractGroup('personalData', {
  myExport: defineContract({
    method: 'GET',
    path: '/api/users/data',
    summary:
      "The caller's own data as a ZIP: profile, settings, permissions, shifts with stamps, requests, cancellations, files, poll answers, notes about them, notifications, salary values, sessions and audit entries, and their files",
    tags,
    access: access.worker,
    // Behind the process's report slots (decision 125): many downloads at once wait their turn.
    heavy: true,
    // An admin acting as the worker downloads it through the admin's own call, which says so.
    refusedDuringTakeOver: true,
    response: { 200: personalDataZip },
  }),
  export: defineContract({
    method: 'GET',
    path: '/api/users/:id/data/admin',
    summary:
      "A user's data as a ZIP (a removed user's too), as the user would get it; the notes are those the admin may read",
    tags,
    access: edit,
    heavy: true,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: personalDataZip },
  }),
  formerUsers: defineContract({
    method: 'GET',
    path: '/api/users/former/admin',
    summary: "A page of the organisation's removed users, latest removal first, erased ones too",
    tags,
    access: edit,
    query: listQuery(REQUEST.maxPageSize),
    response: { 200: z.object({ users: z.array(formerUserSchema), more: z.boolean() }) },
  }),
  erase: defineContract({
    method: 'POST',
    path: '/api/users/:id/erase/admin',
    summary:
      'Erase a removed user: name, contact details, national id, bank account, avatar, files, sessions, settings, notifications, requests and answers go in one transaction; shifts (with stamps, bill and salary lines) stay under the anonymous name until their retention ends',
    tags,
    access: edit,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: erasureResultSchema },
  }),
});
