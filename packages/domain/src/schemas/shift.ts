// Shift (spec §3, §4): planned work at a department, with the worker's stamp and billing state.
import { z } from 'zod';
import { BillingStatus, EDUCATION_LEVELS, ShiftType } from '../enums.ts';
import { EMPLOYER, REQUEST, SHIFT } from '../limits.ts';
import {
  approvalState,
  booleanWord,
  dateTime,
  endsAfter,
  endsNotBefore,
  id,
  ids,
  listQuery,
  meta,
  requiredText,
  text,
  updateOf,
} from './common.ts';

export const shiftType = z.literal(ShiftType.values);
export const billingStatus = z.literal(BillingStatus.values);
/** The lowest education a shift requires; null when anyone will do. */
export const educationRequirement = z.enum(EDUCATION_LEVELS).nullable();

export const stampSchema = z.object({
  stamped: z.boolean(),
  /** The worker must stamp this shift; while unstamped it shows red. */
  required: z.boolean(),
  /** The worker's own times; null until stamped. */
  from: dateTime.nullable(),
  to: dateTime.nullable(),
  notCompleted: z.boolean(),
  approved: approvalState,
  message: z.string(),
});
export type Stamp = z.infer<typeof stampSchema>;

export const shiftSchema = z.object({
  _id: id,
  from: dateTime,
  /** Null only while a shift the worker started is still running (submitted false). */
  to: dateTime.nullable(),
  name: z.string(),
  description: z.string(),
  type: shiftType,
  stamp: stampSchema,
  billingStatus,
  education: educationRequirement,
  employer: z.string().nullable(),
  template: id.nullable(),
  department: id.nullable(),
  salary: z.string(),
  billing: z.string(),
  /** A name pencilled in before a worker is assigned. */
  tentativeWorker: z.string(),
  meta: z.string(),
  worker: id.nullable(),
  /** False while the worker's own started shift is ongoing, true once it has ended (spec §4). */
  submitted: z.boolean(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** Where a shift is: the customer and department names shown under its times. */
export const shiftPlaceSchema = z.object({ customer: z.string(), department: z.string() });

/** What a worker sees of a shift: no admin notes, no customer billing price. */
export const workerShiftSchema = shiftSchema
  .omit({ meta: true, billing: true })
  .extend({ place: shiftPlaceSchema.nullable() });
export type WorkerShift = z.infer<typeof workerShiftSchema>;

/** A shift as an admin's table and side panel show it: every field, its place and worker's name. */
export const adminShiftSchema = shiftSchema.extend({
  place: shiftPlaceSchema.nullable(),
  /** "First Last" of the assigned worker; null for an open shift. */
  workerName: z.string().nullable(),
});
export type AdminShift = z.infer<typeof adminShiftSchema>;

/** Fields an admin sets when planning a shift. */
export const shiftFields = z.object({
  from: dateTime,
  to: dateTime,
  name: requiredText(SHIFT.name),
  description: text(SHIFT.description).default(''),
  type: shiftType.default(ShiftType.shift),
  stamp: z.object({ required: z.boolean().default(false) }).prefault({}),
  billingStatus: billingStatus.default(BillingStatus.notBilled),
  education: educationRequirement.default(null),
  employer: text(EMPLOYER.name).nullable().default(null),
  template: id.nullable().default(null),
  department: id.nullable().default(null),
  salary: text(SHIFT.salary).default(''),
  billing: text(SHIFT.billing).default(''),
  tentativeWorker: text(SHIFT.tentativeWorker).default(''),
  meta: meta(SHIFT.meta).default(''),
  worker: id.nullable().default(null),
});
export const shiftInput = shiftFields.superRefine(endsAfter('from', 'to'));
export const shiftUpdate = updateOf(shiftFields).superRefine(endsAfter('from', 'to'));
export type ShiftInput = z.infer<typeof shiftInput>;
export type ShiftUpdate = z.infer<typeof shiftUpdate>;

export const shiftMassInput = z.object({
  shifts: z.array(shiftInput).min(1).max(REQUEST.maxIdsPerMassAction),
});
/** PUT /shifts/mass/admin: the same changes to many shifts. */
export const shiftMassUpdateInput = z.object({ ids: ids(REQUEST.maxIdsPerMassAction), data: shiftUpdate });

/**
 * A shift a worker adds (/add-shifts) or starts (submitted false, no end yet). The time rules
 * (at most 5 minutes ahead, end not before start) need "now", so the server checks them with
 * rules/startEndForm.ts, the same rule the form uses.
 */
export const workerShiftFields = z.object({
  from: dateTime,
  to: dateTime.nullable().default(null),
  name: requiredText(SHIFT.name),
  description: text(SHIFT.description).default(''),
  type: shiftType.default(ShiftType.shift),
  template: id.nullable().default(null),
  department: id.nullable().default(null),
  submitted: z.boolean().default(true),
});
/**
 * The document states what the server's time rule enforces: a submitted shift (the default)
 * needs an end. The rule itself runs in the service with "now" (rules/startEndForm.ts).
 */
export const workerShiftInput = workerShiftFields.meta({
  if: { properties: { submitted: { const: true } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword; never awaited.
  then: { required: ['to'], properties: { to: { type: 'string', format: 'date-time' } } },
});
/** Ending a shift or correcting one's own: any of the fields. */
export const workerShiftUpdate = updateOf(workerShiftFields);
export type WorkerShiftInput = z.infer<typeof workerShiftInput>;
export type WorkerShiftUpdate = z.infer<typeof workerShiftUpdate>;

/** Starting a shift: it has a name and a start; the end comes when it is ended (spec §2). */
export const shiftStartInput = z.object({
  name: requiredText(SHIFT.name),
  from: dateTime,
  template: id.nullable().default(null),
  department: id.nullable().default(null),
});

/** The worker's stamp on one shift: the times actually worked. */
export const stampFields = z.object({
  from: dateTime,
  to: dateTime,
  message: text(SHIFT.stampMessage).default(''),
  notCompleted: z.boolean().default(false),
});
/** The end may equal the start: spec §5 asks only that the end is not before the start. */
export const stampInput = stampFields.superRefine(endsNotBefore('from', 'to'));
export type StampInput = z.infer<typeof stampInput>;

/** Stamping many shifts at once confirms each one's planned times. */
export const massStampInput = z.object({
  ids: ids(REQUEST.maxIdsPerMassAction),
  message: text(SHIFT.stampMessage).default(''),
  notCompleted: z.boolean().default(false),
});

/** Listing and counting; `require-approval` selects stamps waiting for an admin (spec §7). */
export const shiftListQuery = listQuery(REQUEST.maxPageSize).extend({
  from: dateTime.optional(),
  to: dateTime.optional(),
  submitted: booleanWord.optional(),
  'require-approval': booleanWord.optional(),
});
