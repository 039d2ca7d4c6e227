// Permission presets (spec §6, §7): named permission sets an admin applies to users. Managing
// them is users administration: read on `users` lists them, all changes them.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import {
  permissionPresetInput,
  permissionPresetSchema,
  permissionPresetUpdate,
} from '../schemas/permissionPreset.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['permission presets (admin)'];
const edit = access.admin('users', 'all');
const presetResponse = z.object({ preset: permissionPresetSchema });

export const presetContracts = contractGroup('preset', {
  list: defineContract({
    method: 'GET',
    path: '/api/permissions/presets/admin',
    summary: "The organisation's permission presets by name",
    tags,
    access: access.admin('users', 'read'),
    response: { 200: z.object({ presets: z.array(permissionPresetSchema) }) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/permissions/presets/admin',
    summary: 'Add a permission preset',
    tags,
    access: edit,
    body: z.object({ preset: permissionPresetInput }),
    response: { 201: presetResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/permissions/presets/:id/admin',
    summary: 'Rename a preset or change its permissions (users it was applied to keep theirs)',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ preset: permissionPresetUpdate }),
    response: { 200: presetResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/permissions/presets/:id/admin',
    summary: 'Remove a preset (users it was applied to keep their permissions)',
    tags,
    access: edit,
    params: idParams,
    response: { 200: presetResponse },
  }),
});
