// Alerts (spec §7 "Alerts: GET, POST, PUT, DELETE on /alerts/admin and /alerts/{id}/admin"):
// read with read on users (the menu's rule, spec §6), changed with all on users. `run` is an
// addition (decision 113): evaluate one alert now, as its scheduled run would.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { alertInput, alertSchema, alertUpdate } from '../schemas/alert.ts';
import { idParams } from '../schemas/common.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['alerts'];
const read = access.admin('users', 'read');
const edit = access.admin('users', 'all');
const alertResponse = z.object({ alert: alertSchema });

export const alertContracts = contractGroup('alert', {
  list: defineContract({
    method: 'GET',
    path: '/api/alerts/admin',
    summary: "The organisation's alerts by name, each with its last run and what it found",
    tags,
    access: read,
    response: { 200: z.object({ alerts: z.array(alertSchema) }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/alerts/:id/admin',
    summary: 'One alert',
    tags,
    access: read,
    params: idParams,
    response: { 200: alertResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/alerts/admin',
    summary: 'Add an alert; it first runs at the next scheduled tick',
    tags,
    access: edit,
    body: z.object({ alert: alertInput }),
    response: { 201: alertResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/alerts/:id/admin',
    summary: 'Change an alert; a changed rule or recurrence runs again at the next tick',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ alert: alertUpdate }),
    response: { 200: alertResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/alerts/:id/admin',
    summary: 'Remove an alert (the notifications it made stay)',
    tags,
    access: edit,
    params: idParams,
    response: { 200: alertResponse },
  }),
  run: defineContract({
    method: 'POST',
    path: '/api/alerts/:id/run/admin',
    summary: 'Run an alert now: its result, notifications and next run as a scheduled run makes them',
    tags,
    access: edit,
    params: idParams,
    response: { 200: alertResponse },
  }),
});
