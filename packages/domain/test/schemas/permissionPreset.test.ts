import { describe, expect, it } from 'vitest';
import { PERMISSION_PRESET } from '../../src/limits.ts';
import {
  permissionPresetInput,
  permissionPresetSchema,
  permissionPresetUpdate,
} from '../../src/schemas/permissionPreset.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

const input = { name: 'Vuorosuunnittelija', permissions: { shifts: 'all', users: 'read' } };

describe('permission preset', () => {
  it('parses the API shape', () => {
    const preset = { _id: uuid(1), ...input };
    expect(permissionPresetSchema.parse(preset)).toEqual(preset);
    expect(permissionPresetUpdate.parse({ permissions: {} })).toEqual({ permissions: {} });
  });

  itBoundsLengths(permissionPresetInput, input, { name: PERMISSION_PRESET.name });
  itBoundsName(permissionPresetInput, input, 'name', PERMISSION_PRESET.name);

  it('names missing, mistyped and unknown fields', () => {
    expect(messages(permissionPresetInput, { name: 'X' }).permissions?.key).toBe('required');
    expect(messages(permissionPresetInput, { ...input, name: 1 }).name?.key).toBe('type');
    expect(
      messages(permissionPresetInput, { ...input, permissions: { shifts: 'owner' } })['permissions.shifts']
        ?.key,
    ).toBe('enum');
  });
});
