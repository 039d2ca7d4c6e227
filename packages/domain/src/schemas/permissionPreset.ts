// Permission preset (spec §3, §6): a named set of admin permissions to apply to users.
import { z } from 'zod';
import { PERMISSION_PRESET } from '../limits.ts';
import { id, requiredText, updateOf } from './common.ts';
import { permissionsSchema } from './user.ts';

export const permissionPresetSchema = z.object({
  _id: id,
  name: z.string(),
  permissions: permissionsSchema,
});
export type PermissionPreset = z.infer<typeof permissionPresetSchema>;

export const permissionPresetInput = z.object({
  name: requiredText(PERMISSION_PRESET.name),
  permissions: permissionsSchema,
});
export const permissionPresetUpdate = updateOf(permissionPresetInput);
