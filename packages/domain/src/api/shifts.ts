// Worker shift endpoints (spec §7 Shifts (worker)). A worker reads and changes only their own.
import { z } from 'zod';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import { booleanWord, dateTime, idParams } from '../schemas/common.ts';
import {
  massStampInput,
  stampInput,
  workerShiftInput,
  workerShiftSchema,
  workerShiftUpdate,
} from '../schemas/shift.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['shifts (worker)'];
const shiftResponse = z.object({ shift: workerShiftSchema });
const shiftsResponse = z.object({ shifts: z.array(workerShiftSchema) });

/** A time window and, for the ongoing shift, `submitted=false` (spec §7). */
export const workerShiftQuery = z.object({
  from: dateTime.optional(),
  to: dateTime.optional(),
  submitted: booleanWord.optional(),
  /** Only shifts whose stamp is required and not yet given. */
  stampMissing: booleanWord.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REQUEST.maxPageSize)
    .optional()
    .describe(`At most this many shifts, the earliest of the window; ${REQUEST.maxPageSize} when not given.`),
});

export const workerShiftContracts = contractGroup('workerShift', {
  list: defineContract({
    method: 'GET',
    path: '/api/shifts/user/worker',
    summary: 'Own shifts in a time window, oldest first',
    tags,
    access: access.worker,
    query: workerShiftQuery,
    response: { 200: shiftsResponse },
  }),
  count: defineContract({
    method: 'GET',
    path: '/api/shifts/count/worker',
    summary: 'How many own shifts match the filters',
    tags,
    access: access.worker,
    query: workerShiftQuery.omit({ limit: true }),
    response: { 200: z.object({ count: z.number().int() }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/shifts/:id/worker',
    summary: 'One own shift',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: shiftResponse },
  }),
  near: defineContract({
    method: 'GET',
    path: '/api/shifts/:id/near/worker',
    summary: 'Own shifts within a day before and after the given one',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: shiftsResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/shifts/worker',
    summary: 'Add or start an own shift',
    tags,
    access: access.worker,
    body: z.object({ shift: workerShiftInput }).meta({
      examples: [
        { shift: { name: 'Aamuvuoro', from: '2025-03-03T06:00:00+02:00', to: '2025-03-03T14:00:00+02:00' } },
        { shift: { name: 'Iltavuoro', from: '2025-03-03T14:00:00Z', submitted: false } },
      ],
    }),
    response: { 201: shiftResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/shifts/:id/worker',
    summary: 'End or correct an own shift',
    tags,
    access: access.worker,
    params: idParams,
    body: z.object({ shift: workerShiftUpdate }),
    response: { 200: shiftResponse },
  }),
  stamp: defineContract({
    method: 'PUT',
    path: '/api/shifts/:id/stamp/worker',
    summary: 'Stamp the times actually worked',
    tags,
    access: access.worker,
    params: idParams,
    body: stampInput.meta({
      examples: [
        { from: '2025-03-03T06:05:00+02:00', to: '2025-03-03T14:10:00+02:00', message: 'Jäin ylitöihin' },
        { from: '2025-03-03T06:00:00Z', to: '2025-03-03T06:00:00Z', notCompleted: true },
      ],
    }),
    response: { 200: shiftResponse },
  }),
  stampMany: defineContract({
    method: 'PUT',
    path: '/api/shifts/stamp/mass/worker',
    summary: 'Stamp many shifts with their planned times',
    tags,
    access: access.worker,
    body: massStampInput,
    response: { 200: shiftsResponse },
  }),
});
