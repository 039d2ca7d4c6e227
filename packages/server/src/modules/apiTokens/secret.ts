// An API token's text: `tuura_<organisation>_<256 random bits>`. The organisation part lets the
// server find the token among its organisation's rows (tenant-keyed like every other); only the
// SHA-256 of the whole text and its last characters (a hint) are kept.
import { API_TOKEN } from '@tuura/domain/limits';
import { randomToken, sha256 } from '../../lib/tokens.ts';

/** Characters from the token's end shown back as its hint. */
const HINT_LENGTH = 4;
const SHAPE = new RegExp(`^${API_TOKEN.prefix}([0-9a-f]{32})_([A-Za-z0-9_-]{43})$`);

const compactUuid = (id: string) => id.replaceAll('-', '');
const expandUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function newTokenSecret(organizationId: string) {
  const secret = `${API_TOKEN.prefix}${compactUuid(organizationId)}_${randomToken(API_TOKEN.secretBytes)}`;
  return { secret, tokenHash: sha256(secret), hint: `${API_TOKEN.prefix}…${secret.slice(-HINT_LENGTH)}` };
}

/** The organisation a token's text names and the hash to look it up by; null if not a token's shape. */
export function parseTokenSecret(secret: string) {
  const match = SHAPE.exec(secret);
  if (!match?.[1]) return null;
  return { organizationId: expandUuid(match[1]), tokenHash: sha256(secret) };
}
