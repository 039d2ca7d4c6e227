// Organisation (spec §3): the tenant. Public view for the login page; admin view for settings;
// its API tokens (decision 121) for the integrations page.
import { z } from 'zod';
import { MARKET_UNDO, ORGANIZATION } from '../limits.ts';
import { dateTime, email, id, nameText, optionalNameText } from './common.ts';
import { permissionsSchema } from './user.ts';

export const publicOrganizationSchema = z.object({
  _id: id,
  name: z.string(),
  /** URL of the logo (versioned: a new logo has a new URL), or null when none is set. */
  logo: z.string().nullable(),
});

const wholeIn = (limits: { min: number; max: number }) => z.int().min(limits.min).max(limits.max);

/** The marketplace's undo window (decision 140): minutes after reserving, hours before the start. */
export const marketUndoInput = z.object({
  reservationUndoMinutes: wholeIn(MARKET_UNDO.minutes),
  reservationUndoLockHours: wholeIn(MARKET_UNDO.lockHours),
});
export type MarketUndoSettings = z.infer<typeof marketUndoInput>;

/** The stored settings' undo window, the defaults where unset or unreadable. */
export function marketUndoOf(settings: Record<string, unknown> | null | undefined): MarketUndoSettings {
  const minutes = marketUndoInput.shape.reservationUndoMinutes.safeParse(settings?.reservationUndoMinutes);
  const hours = marketUndoInput.shape.reservationUndoLockHours.safeParse(settings?.reservationUndoLockHours);
  return {
    reservationUndoMinutes: minutes.success ? minutes.data : MARKET_UNDO.minutes.default,
    reservationUndoLockHours: hours.success ? hours.data : MARKET_UNDO.lockHours.default,
  };
}

export const organizationSettingsSchema = z.object({ force2fa: z.boolean() }).extend(marketUndoInput.shape);

/** What the organisation page lists of a token: its name (spec §3 "tokens (name)"). */
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
/** Name and plugin name (not in the spec's calls; decision 123). */
export const organizationDetailsInput = z.object({
  name: nameText(ORGANIZATION.name),
  pluginName: optionalNameText(ORGANIZATION.pluginName),
});

/** An API token as the integrations page shows it; the secret itself is never read back. */
export const apiTokenSchema = z.object({
  _id: id,
  name: z.string(),
  permissions: permissionsSchema,
  /** The prefix and the last characters of the token, so a person can tell which one a system holds. */
  hint: z.string(),
  createdAt: dateTime,
  createdBy: z.object({ _id: id, name: z.string() }).nullable(),
  expiresAt: dateTime.nullable(),
  lastUsedAt: dateTime.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const organizationTokenInput = z.object({
  name: nameText(ORGANIZATION.tokenName),
  /** Areas and levels, none higher than the creator's own. */
  permissions: permissionsSchema,
  /** Null: the token does not expire. In the future and at most API_TOKEN.maxLifetimeDays away. */
  expiresAt: dateTime.nullable().optional(),
});
export const organizationTokenUpdate = organizationTokenInput.partial();

/** Create answers the token itself once: it is stored hashed and never shown again. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
