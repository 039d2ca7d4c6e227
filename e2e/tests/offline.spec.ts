// Going offline shows the sticky banner (spec §2), which can be dismissed.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

test('going offline shows the banner, which can be dismissed', async ({ page, context }) => {
  await login(page, accounts.offline);
  await expectUserShell(page);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Ei verkkoyhteyttä');
  await expect(banner).toContainText('Voit katsella aiemmin avattuja tietoja');
  await expectNoSeriousA11yViolations(page, 'the shell with the offline banner');

  await banner.getByRole('button', { name: 'Piilota ilmoitus' }).click();
  await expect(banner).toHaveCount(0);

  // Back online and offline again: the banner returns.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
