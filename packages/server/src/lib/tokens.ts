// Random secrets and their stored form: only SHA-256 digests reach the database.
import { createHash, randomBytes } from 'node:crypto';

export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Human-typable recovery code: 10 characters from an unambiguous alphabet, grouped 5-5. */
export function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');
