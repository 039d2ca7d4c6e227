// A two-factor login: password first, then the one-time code from the seeded TOTP secret.
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  PASSWORD,
  TFA_SECRET,
} from './fixtures.ts';

const totp = new TOTP({ secret: Secret.fromBase32(TFA_SECRET), digits: 6, period: 30, algorithm: 'SHA1' });

test('a two-factor login passes the one-time code step', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Sähköposti').fill(accounts.tfa);
  await page.getByLabel('Salasana').fill(PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Kaksivaiheinen tunnistautuminen' })).toBeVisible();
  const code = page.getByLabel('Kertakäyttökoodi');
  await expect(code).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the one-time code step');

  // A code close to the end of its 30 s window could expire between typing and checking.
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (secondsLeft < 3) await page.waitForTimeout(secondsLeft * 1000 + 200);
  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Vahvista' }).click();

  await expect(page).toHaveURL('/shifts');
  await expectUserShell(page);
  await expect(page.getByTestId('admin-menu')).toHaveCount(0);
});
