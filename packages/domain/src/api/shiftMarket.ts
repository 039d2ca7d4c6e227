// The shift marketplace (spec §4, §7 Shift market): admins publish open shifts, existing or new,
// and workers reserve them. Admins read with `shifts` at read level and change at `all`.
import { z } from 'zod';
import { EDUCATION_LEVELS, EducationInvalidReason } from '../enums.ts';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import {
  booleanWord,
  dateTime,
  endsAfter,
  id,
  idParams,
  ids,
  listQuery,
  massIdsInput,
  text,
  updateOf,
} from '../schemas/common.ts';
import { adminShiftSchema, shiftFields, shiftInput, workerShiftSchema } from '../schemas/shift.ts';
import { customIssue } from '../validation.ts';
import { contractGroup, defineContract } from './contract.ts';

const adminTags = ['shift market (admin)'];
const workerTags = ['shift market (worker)'];

const educationReason = z.literal(EducationInvalidReason.values);

/** A published shift as an admin sees it: every field, on the market since when, reserved when. */
export const marketShiftSchema = adminShiftSchema.extend({
  marketPublishedAt: dateTime,
  /** When a worker reserved it here; null while it is open. */
  marketReservedAt: dateTime.nullable(),
});
export type MarketShift = z.infer<typeof marketShiftSchema>;

/** An open shift on the market as a worker sees it, with whether their education meets it. */
export const workerMarketShiftSchema = workerShiftSchema.extend({
  marketPublishedAt: dateTime,
  /** The caller's education in effect on the shift's date (Helsinki) meets the requirement. */
  qualifies: z.boolean(),
  /** Why not (spec §5): 0 no education on that date, 1 too low; null when it qualifies. */
  reason: educationReason.nullable(),
});
export type WorkerMarketShift = z.infer<typeof workerMarketShiftSchema>;

/** Published shifts by start in [from, to), of a customer or department. */
const marketFilters = {
  from: dateTime.optional().describe('Shifts starting at or after this instant.'),
  to: dateTime.optional().describe('Shifts starting before this instant.'),
  customer: id.optional(),
  department: id.optional(),
};

export const adminMarketListQuery = listQuery(REQUEST.maxPageSize).extend({
  ...marketFilters,
  /** open: no worker yet; reserved: a worker took it from the market. Both when not given. */
  state: z.enum(['open', 'reserved']).optional(),
});
export type AdminMarketListQuery = z.output<typeof adminMarketListQuery>;

export const workerMarketListQuery = listQuery(REQUEST.maxPageSize).extend({
  ...marketFilters,
  /** Only the shifts the caller's education meets. */
  qualified: booleanWord.optional(),
});
export type WorkerMarketListQuery = z.output<typeof workerMarketListQuery>;

/** A new shift published straight to the market: the admin's shift fields, with no worker. */
const newMarketShift = shiftInput.superRefine((shift, ctx) => {
  if (shift.worker !== null) ctx.addIssue(customIssue('invalid', ['worker']));
});

/** Publishing: existing open shifts by id and/or new ones, at least one, all or none. */
export const marketPublishInput = z
  .object({
    ids: ids(REQUEST.maxIdsPerMassAction).optional(),
    shifts: z.array(newMarketShift).min(1).max(REQUEST.maxIdsPerMassAction).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.ids && !body.shifts) ctx.addIssue(customIssue('required', ['ids']));
  })
  .meta({ anyOf: [{ required: ['ids'] }, { required: ['shifts'] }] });
export type MarketPublishInput = z.output<typeof marketPublishInput>;

/** Editing a published shift: the admin's shift fields but the worker (it stays open). */
export const marketShiftUpdate = updateOf(shiftFields.omit({ worker: true })).superRefine(
  endsAfter('from', 'to'),
);
export type MarketShiftUpdate = z.output<typeof marketShiftUpdate>;

export const marketReserveInput = z
  .object({
    /** The worker saw the overlap question and still wants the shift (spec §8). */
    confirmOverlap: z.boolean().default(false),
  })
  .prefault({});

export const possibleWorkersQuery = listQuery(REQUEST.maxPageSize).extend({
  /** Words of the worker's name. */
  q: text(REQUEST.maxSearchLength).optional(),
  /** Only those who qualify and are free. */
  qualified: booleanWord.optional(),
});
export type PossibleWorkersQuery = z.output<typeof possibleWorkersQuery>;

export const possibleWorkerSchema = z.object({
  _id: id,
  name: z.string(),
  /** Their education in effect on the shift's date; null when none is. */
  education: z.enum(EDUCATION_LEVELS).nullable(),
  /** Meets the education requirement and has no overlapping shift. */
  qualifies: z.boolean(),
  /** Why the education does not meet it (spec §5); null when it does. */
  reason: educationReason.nullable(),
  /** Has a shift that overlaps this one. */
  overlap: z.boolean(),
});
export type PossibleWorker = z.infer<typeof possibleWorkerSchema>;

const count = z.number().int().min(0);
const shiftResponse = z.object({ shift: marketShiftSchema });
const shiftsResponse = z.object({ shifts: z.array(marketShiftSchema) });

export const shiftMarketContracts = contractGroup('shiftMarket', {
  workerList: defineContract({
    method: 'GET',
    path: '/api/shift-market/worker',
    summary:
      'Open shifts on the market starting from now on (by default the next 4 weeks), in start order, each marked with whether the caller qualifies',
    tags: workerTags,
    access: access.worker,
    query: workerMarketListQuery,
    response: {
      200: z.object({
        shifts: z.array(workerMarketShiftSchema),
        /** More match than the page holds. */
        more: z.boolean(),
      }),
    },
  }),
  reserve: defineContract({
    method: 'PUT',
    path: '/api/shift-market/:id/reserve/worker',
    summary:
      'Reserve an open shift: exactly one of any number of simultaneous reservations wins, the others get 409. An overlapping own shift is a 409 unless confirmOverlap',
    tags: workerTags,
    access: access.worker,
    params: idParams,
    body: marketReserveInput,
    response: {
      200: z.object({
        shift: workerShiftSchema,
        /** Until when the worker may undo it themselves; null when they may not (decision 140). */
        undoUntil: dateTime.nullable(),
      }),
    },
  }),
  undoReservation: defineContract({
    method: 'PUT',
    path: '/api/shift-market/:id/undo/worker',
    summary:
      "Undo one's own reservation, putting the shift back on the market: only within the organisation's minutes after reserving, not when the shift starts within its hours, and only while the shift is as reserving left it (else 409; later a cancellation an admin decides)",
    tags: workerTags,
    access: access.worker,
    params: idParams,
    response: { 200: z.object({ shift: z.object({ _id: id }) }) },
  }),
  adminList: defineContract({
    method: 'GET',
    path: '/api/shift-market/admin',
    summary: 'A page of the published shifts, open and reserved, in start order, with the total',
    tags: adminTags,
    access: access.admin('shifts', 'read'),
    query: adminMarketListQuery,
    response: {
      200: shiftsResponse.extend({
        total: count.max(REQUEST.maxCountedTotal),
        totalCapped: z.boolean(),
      }),
    },
  }),
  adminGet: defineContract({
    method: 'GET',
    path: '/api/shift-market/:id/admin',
    summary: 'One published shift',
    tags: adminTags,
    access: access.admin('shifts', 'read'),
    params: idParams,
    response: { 200: shiftResponse },
  }),
  possibleWorkers: defineContract({
    method: 'GET',
    path: '/api/shift-market/:id/possible-workers/admin',
    summary:
      "The organisation's workers for a shift: those whose education on its date meets it and who have no overlapping shift first, then the others with the reason",
    tags: adminTags,
    access: access.admin('shifts', 'read'),
    params: idParams,
    query: possibleWorkersQuery,
    response: {
      200: z.object({
        workers: z.array(possibleWorkerSchema),
        /** How many match the query. */
        total: count,
        /** How many of those qualify. */
        qualified: count,
      }),
    },
  }),
  publish: defineContract({
    method: 'POST',
    path: '/api/shift-market/admin',
    summary:
      'Publish many shifts at once, existing open ones by id and new ones: all or none; qualifying workers are notified',
    tags: adminTags,
    access: access.admin('shifts', 'all'),
    body: marketPublishInput,
    response: { 201: shiftsResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/shift-market/:id/admin',
    summary: "Change a published shift's fields",
    tags: adminTags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    body: z.object({ shift: marketShiftUpdate }),
    response: { 200: shiftResponse },
  }),
  withdraw: defineContract({
    method: 'DELETE',
    path: '/api/shift-market/:id/admin',
    summary: 'Take a shift off the market; the shift stays, open',
    tags: adminTags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    response: { 200: z.object({ shift: adminShiftSchema }) },
  }),
  withdrawMany: defineContract({
    method: 'DELETE',
    path: '/api/shift-market/mass/admin',
    summary: 'Take many shifts off the market: all or none; the shifts stay, open',
    tags: adminTags,
    access: access.admin('shifts', 'all'),
    body: massIdsInput,
    response: { 200: z.object({ shifts: z.array(adminShiftSchema) }) },
  }),
});
