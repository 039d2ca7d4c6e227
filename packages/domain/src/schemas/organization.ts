// Organisation (spec §3): the tenant. Public view for the login page; admin view for settings.
import { z } from 'zod';
import { ORGANIZATION } from '../limits.ts';
import { email, id, requiredText } from './common.ts';

export const publicOrganizationSchema = z.object({
  _id: id,
  name: z.string(),
  /** URL of the logo, or null when none is set. */
  logo: z.string().nullable(),
});

export const organizationSettingsSchema = z.object({ force2fa: z.boolean() });

export const organizationTokenSchema = z.object({ _id: id, name: z.string(), createdAt: z.string() });

export const organizationSchema = publicOrganizationSchema.extend({
  adminEmail: z.string(),
  pluginName: z.string(),
  settings: organizationSettingsSchema,
  tokens: z.array(organizationTokenSchema),
  /** Users without two-factor: whom turning force-2FA on sends to their profile. */
  usersWithoutTfa: z.number().int().min(0),
});
export type Organization = z.infer<typeof organizationSchema>;

export const force2faInput = z.object({ force2fa: z.boolean() });
export const organizationEmailInput = z.object({ adminEmail: email(ORGANIZATION.adminEmail) });
export const organizationTokenInput = z.object({ name: requiredText(ORGANIZATION.tokenName) });
