// Admin shift endpoints (spec §7 Shifts (admin)): the organisation's shifts, read with `shifts`.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { booleanWord } from '../schemas/common.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['shifts (admin)'];

export const adminShiftCountQuery = z.object({
  /** Only shifts whose stamp waits for an admin's approval (the stamps badge, spec §7). */
  'require-approval': booleanWord.optional(),
});

export const adminShiftContracts = contractGroup('adminShift', {
  count: defineContract({
    method: 'GET',
    path: '/api/shifts/count/admin',
    summary: "How many of the organisation's shifts match the filters",
    tags,
    access: access.admin('shifts', 'read'),
    query: adminShiftCountQuery,
    response: { 200: z.object({ count: z.number().int().min(0) }) },
  }),
});
