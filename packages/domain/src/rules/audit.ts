// What the audit log never keeps in the clear (decision 136): a field that holds a password, a
// hash, a token, a two-factor secret or code, a national id, a bank account or pay is written as
// MASKED, so the entry still says the field changed. Keys are compared without case and
// underscores, so a database column (`password_hash`) and an API field (`passwordHash`) match.
export const MASKED = '***';

const SECRET_ENDINGS = ['password', 'secret', 'hash', 'otp', 'token'];
const SECRET_KEYS = new Set([
  'nationalid',
  'bankaccount',
  'iban',
  'ssn',
  'recoverycodes',
  'recoverycode',
  'sessionid',
  'cookie',
  'authorization',
  // Pay is the compensation area's: the audit log (users area) says only that it changed.
  'salaryvalue',
  'salaries',
]);

export function isSecretKey(key: string): boolean {
  const k = key.replaceAll('_', '').toLowerCase();
  return SECRET_KEYS.has(k) || SECRET_ENDINGS.some((end) => k.endsWith(end));
}

/**
 * A copy of `value` with every secret field's value (at any depth) replaced by MASKED. Recursive:
 * it sees rows and bodies that passed the request depth check (REQUEST.maxJsonDepth) or that the
 * server wrote itself.
 */
export function maskSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((inner) => maskSecrets(inner)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value))
    out[key] = isSecretKey(key) && inner !== null && inner !== '' ? MASKED : maskSecrets(inner);
  return out as T;
}

/**
 * The fields that differ between two versions of a row, before and after (secrets masked), or
 * null when none does. Values compare as JSON, so dates and nested objects compare by content.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keys: readonly string[] = Object.keys(after),
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in after) || after[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  if (Object.keys(now).length === 0) return null;
  return { before: maskSecrets(was), after: maskSecrets(now) };
}

/** A page's cursor: the last entry's instant and id, as base64url, opaque to clients. */
export type AuditCursor = { at: string; id: number };

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export const encodeAuditCursor = (cursor: AuditCursor) => toBase64Url(`${cursor.at}~${cursor.id}`);

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)~([1-9]\d{0,17})$/;

/** The cursor a page answered, or null when `text` is not one. */
export function decodeAuditCursor(text: string): AuditCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const match = CURSOR_TEXT.exec(decoded);
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { at: match[1], id } : null;
}
