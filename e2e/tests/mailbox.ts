// The journeys' mailbox: every message the server sends arrives at a loopback SMTP server
// (serve.mjs) and is appended to this file as one JSON line.
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

type Mail = { to: string[]; headers: string; text: string };

function mailsTo(address: string): Mail[] {
  const file = process.env.TUURA_E2E_MAILBOX;
  if (!file) throw new Error('TUURA_E2E_MAILBOX is not set (playwright.config.ts sets it)');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** The newest mail to `address`, waiting (bounded) until at least `count` have arrived. */
export async function waitForMail(address: string, count = 1): Promise<Mail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(address).at(-1) as Mail;
}

/** The path of the set-password link in a mail (`/auth/reset-password/<token>`). */
export function resetPathIn(mail: Mail): string {
  const match = /\/auth\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail:\n${mail.text}`);
  return match[0];
}
