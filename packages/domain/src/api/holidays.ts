// Holidays (spec §7): every user login reads them (pay and planning); admins with all on the
// organisation change them (docs/decisions/112). Finnish public holidays are prefilled.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import { holidayInput, holidayListQuery, holidaySchema, holidayUpdate } from '../schemas/holiday.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['holidays'];
const edit = access.admin('organization', 'all');
const holidayResponse = z.object({ holiday: holidaySchema });

export const holidayContracts = contractGroup('holiday', {
  list: defineContract({
    method: 'GET',
    path: '/api/holidays',
    summary: "The organisation's holidays by date: one year, a from–to window, or this and next year",
    tags,
    access: access.worker,
    query: holidayListQuery,
    response: { 200: z.object({ holidays: z.array(holidaySchema) }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/holidays/:id',
    summary: 'One holiday',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: holidayResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/holidays/admin',
    summary: 'Add a holiday',
    tags,
    access: edit,
    body: z.object({ holiday: holidayInput }),
    response: { 201: holidayResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/holidays/:id/admin',
    summary: 'Change a holiday',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ holiday: holidayUpdate }),
    response: { 200: holidayResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/holidays/:id/admin',
    summary: 'Remove a holiday (a prefilled one does not come back)',
    tags,
    access: edit,
    params: idParams,
    response: { 200: holidayResponse },
  }),
});
