// A person's own settings and overlap check (spec §7 Users).
import { z } from 'zod';
import { access } from '../permissions.ts';
import { userResponse } from '../schemas/auth.ts';
import { dateTime, id } from '../schemas/common.ts';
import { workerShiftSchema } from '../schemas/shift.ts';
import { suggestionSchema } from '../schemas/suggestion.ts';
import { userSettingsInput } from '../schemas/user.ts';
import { contractGroup, defineContract } from './contract.ts';

export const userContracts = contractGroup('user', {
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
  overlaps: defineContract({
    method: 'POST',
    path: '/api/users/overlaps',
    summary: 'Own shifts and shift requests overlapping a time span (checked before starting or reserving)',
    tags: ['users', 'shifts (worker)'],
    access: access.worker,
    body: z.object({
      from: dateTime,
      /** Open end: a shift being started runs from `from` on. */
      to: dateTime.nullable().default(null),
      /** The shift being edited, which does not overlap itself. */
      exclude: id.nullable().default(null),
    }),
    response: {
      200: z.object({
        user: z.object({ shifts: z.array(workerShiftSchema), suggestions: z.array(suggestionSchema) }),
        overlaps: z.boolean(),
      }),
    },
  }),
});
