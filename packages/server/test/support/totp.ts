// One-time codes as an authenticator app makes them (RFC 6238: SHA1, 6 digits, 30 s).
import { Secret, TOTP } from 'otpauth';

const STEP_MS = 30_000;
const totp = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** The code for the time `at` (pass the test app's clock, not the wall clock). */
export const otpAt = (secret: string, at: Date) => totp(secret).generate({ timestamp: at.getTime() });

/** A six-digit code that is not valid at `at`, nor one step either side. */
export function wrongOtpAt(secret: string, at: Date): string {
  const valid = [-1, 0, 1].map((k) => totp(secret).generate({ timestamp: at.getTime() + k * STEP_MS }));
  for (let n = Number(valid[1]) + 500_000; ; n++) {
    const candidate = String(n % 1_000_000).padStart(6, '0');
    if (!valid.includes(candidate)) return candidate;
  }
}
