// Mass email (spec §7: POST /emails/mass/admin {title, message}).
import { z } from 'zod';
import { MASS_EMAIL } from '../limits.ts';
import { requiredText } from './common.ts';

export const massEmailInput = z.object({
  title: requiredText(MASS_EMAIL.title),
  message: requiredText(MASS_EMAIL.message),
});
export type MassEmailInput = z.infer<typeof massEmailInput>;
