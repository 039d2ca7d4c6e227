// Alert (spec §3): a named warning an admin sets up.
import { z } from 'zod';
import { ALERT } from '../limits.ts';
import { id, requiredText, updateOf } from './common.ts';

export const alertSchema = z.object({ _id: id, name: z.string() });
export type Alert = z.infer<typeof alertSchema>;

export const alertInput = z.object({ name: requiredText(ALERT.name) });
export const alertUpdate = updateOf(alertInput);
