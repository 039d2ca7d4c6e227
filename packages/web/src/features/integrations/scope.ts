// The integrations page's small rules: a token's scope in words, its expiry as a date picked in
// Helsinki, and the example calls shown with a token. Pure, so they are tested without a page.
import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import { PERMISSION_AREAS, type PermissionArea } from '@tuura/domain/enums';
import { API_TOKEN } from '@tuura/domain/limits';
import { type Permissions, readOrAbove } from '@tuura/domain/permissions';
import { addDays, zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';

/** A token's areas grouped by level, edit first, each in the menu's area order. */
export function scopeSummary(permissions: Permissions): { all: PermissionArea[]; read: PermissionArea[] } {
  return {
    all: PERMISSION_AREAS.filter((a) => permissions[a] === 'all'),
    read: PERMISSION_AREAS.filter((a) => permissions[a] === 'read'),
  };
}

/** Whether a scope gives anything: the server refuses a token with no area (apiToken.noScope). */
export const hasScope = (permissions: Permissions) =>
  PERMISSION_AREAS.some((a) => readOrAbove(permissions, a));

/**
 * The expiry a picked date means: the token stops at the start of that day in Helsinki (the zone
 * every time in Tuura is shown in), so "expires 1.12.2026" works through 30.11.
 */
export const expiryOfDate = (date: string | null) => (date ? zonedTime(date, 0).toISOString() : null);

/** The date an expiry was picked as (the form's value when a token is edited). */
export const dateOfExpiry = (expiresAt: string | null) => (expiresAt ? zonedDate(expiresAt) : null);

/** The dates the expiry picker offers: from tomorrow to the longest lifetime a token may have. */
export function expiryDateRange(now: Date) {
  const today = zonedDate(now);
  return { min: addDays(today, 1), max: addDays(today, API_TOKEN.maxLifetimeDays) };
}

export const isExpired = (expiresAt: string | null, now: Date) =>
  expiresAt !== null && Date.parse(expiresAt) <= now.getTime();

/** The header a token is sent in. */
export const bearerHeader = (token: string) => `Authorization: Bearer ${token}`;

/** A real admin list route: the organisation's next shifts (needs read on shifts). */
export const exampleListUrl = (origin: string) => `${origin}${adminShiftContracts.list.path}?limit=10`;

/** The curl call the page shows with a token. */
export const curlExample = (origin: string, token: string) =>
  `curl -H "${bearerHeader(token)}" "${exampleListUrl(origin)}"`;

/** Where auth consumers find the provider's endpoints and keys (OpenID Connect Discovery). */
export const discoveryUrl = (origin: string) => `${origin}/.well-known/openid-configuration`;

/** Where the API's endpoints are documented (OpenAPI). */
export const API_DOCS_PATH = '/api/docs';
