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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the offline banner sits below the header, which stays usable', async ({ page, context }) => {
    await login(page, accounts.offline);
    await expectUserShell(page);
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    const header = await page.locator('header').boundingBox();
    const box = await banner.boundingBox();
    expect(header && box && box.y >= header.y + header.height - 1).toBe(true);

    // Avatar, bell and burger answer clicks (Playwright refuses a click another element would get).
    await page.getByTestId('avatar-button').click();
    await expect(page.getByTestId('avatar-name')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('header button.mantine-Burger-root').click();
    await expect(page.getByTestId('worker-menu')).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'the phone shell with the offline banner and the menu open');
    await context.setOffline(false);
  });
});
