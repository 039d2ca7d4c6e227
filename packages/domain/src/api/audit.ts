// The audit log an admin reads (decision 136): who did what, to which object, when and from
// where, newest first, a page at a time by cursor; the same filters as a CSV or XLSX file.
import { z } from 'zod';
import { AUDIT } from '../limits.ts';
import { access } from '../permissions.ts';
import { decodeAuditCursor } from '../rules/audit.ts';
import { dateTime, endsAfter, id } from '../schemas/common.ts';
import { exportBytes } from '../schemas/money.ts';
import { customIssue } from '../validation.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['audit'];
const read = access.adminAll({ users: 'read' });

const word = (max: number, pattern: RegExp) => z.string().min(1).max(max).regex(pattern);

/** Who, which object, which action and when; `targetId` only with `targetType`. */
const filterShape = {
  actor: id.optional().describe('The person who acted (a user id).'),
  targetType: word(AUDIT.targetType, /^[A-Za-z][A-Za-z0-9]*$/)
    .optional()
    .describe('The kind of object acted on: shift, user, guestUser, apiToken, …'),
  targetId: word(AUDIT.targetId, /^[A-Za-z0-9_.:-]+$/)
    .optional()
    .describe('The object acted on; requires targetType.'),
  action: word(AUDIT.action, /^[A-Za-z][A-Za-z0-9.]*$/)
    .optional()
    .describe('One action, e.g. auth.login or shift.updated.'),
  from: dateTime.optional().describe('Entries at or after this instant.'),
  to: dateTime.optional().describe('Entries before this instant.'),
};

type Filter = { targetType?: string | undefined; targetId?: string | undefined; from?: string; to?: string };

function filterRules(value: Filter, ctx: z.RefinementCtx) {
  if (value.targetId !== undefined && value.targetType === undefined)
    ctx.addIssue(customIssue('required', ['targetType']));
  endsAfter('from', 'to')(value, ctx);
}

const cursor = z
  .string()
  .max(AUDIT.cursor)
  .refine((text) => decodeAuditCursor(text) !== null, { params: { key: 'invalid' }, message: 'invalid' })
  .describe('The `nextCursor` of the page before.');

export const auditListQuery = z
  .object({
    ...filterShape,
    cursor: cursor.optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT.maxPageSize).optional(),
  })
  .superRefine(filterRules);
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditExportQuery = z
  .object({ ...filterShape, format: z.enum(['csv', 'xlsx']) })
  .superRefine(filterRules);

const changeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });

export const AUDIT_ACTOR_KINDS = ['user', 'guest', 'token', 'job', 'system'] as const;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** When, in UTC (ISO 8601). */
  at: z.string(),
  action: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** The person's, guest user's or token's id; the job's name for a job. */
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  target: z.object({ type: z.string(), id: z.string().nullable(), name: z.string().nullable() }).nullable(),
  /** The changed fields, old and new value (secrets as ***). */
  changes: z.array(changeSchema),
  /** Anything else the entry says (the route and status of a refused call, a count, …). */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditContracts = contractGroup('audit', {
  list: defineContract({
    method: 'GET',
    path: '/api/audit/admin',
    summary:
      "The organisation's audit log, newest first: who, what (action, object, old → new values), when and from where; filtered by person, object, action and time, a page at a time by cursor",
    tags,
    access: read,
    query: auditListQuery,
    response: { 200: auditPageSchema },
  }),
  export: defineContract({
    method: 'GET',
    path: '/api/audit/export/admin',
    heavy: true,
    summary: `The audit log with the same filters as a CSV or XLSX file (at most ${AUDIT.exportMaxRows} entries, newest first)`,
    tags,
    access: read,
    query: auditExportQuery,
    response: { 200: exportBytes },
  }),
});
