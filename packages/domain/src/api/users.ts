// A person's own settings (spec §7 Users: PUT /users/settings {settings}).
import { z } from 'zod';
import { access } from '../permissions.ts';
import { userResponse } from '../schemas/auth.ts';
import { userSettingsInput } from '../schemas/user.ts';
import { defineContract } from './contract.ts';

export const userContracts = {
  updateSettings: defineContract({
    method: 'PUT',
    path: '/api/users/settings',
    summary: 'Change own dark mode and locale',
    tags: ['users'],
    access: access.worker,
    allowWithoutTfa: true,
    body: z.object({ settings: userSettingsInput }),
    response: { 200: userResponse },
  }),
} as const;
