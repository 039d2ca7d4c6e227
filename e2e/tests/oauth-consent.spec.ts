// A partner tool signs a worker in through Tuura (decision 122). The demo's consumer
// (Vuorokalenteri, seed/authConsumers.ts) sends a signed-out worker's browser to the provider:
// the worker logs in, sees who asks and what it learns, allows, and the browser lands on the
// tool's redirect URI (a page of this server) with a code and the tool's state; refusing sends
// access_denied instead. Two people in turn on one browser each get a code that is their own
// ("sign in as someone else" on the consent page). Screenshots in Finnish, English, dark and on
// a phone come last; their language and theme change in this browser only.
import { createHash, randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_AUTH_CONSUMER } from '../../packages/server/src/seed/authConsumers.ts';
import {
  accounts,
  expectNoSeriousA11yViolations,
  type Look,
  login,
  serviceWorkerReady,
  showLook,
} from './fixtures.ts';

/** The authorization request the partner tool would send, with PKCE (S256) and a state. */
function authorizationUrl(origin: string) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const url = new URL('/oidc/auth', origin);
  url.search = new URLSearchParams({
    client_id: DEMO_AUTH_CONSUMER.id,
    response_type: 'code',
    redirect_uri: new URL(DEMO_AUTH_CONSUMER.redirectPath, origin).href,
    scope: 'openid profile email',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.href, state, verifier };
}

/** The partner tool's side: the code exchanged for tokens; whose email the ID token names. */
async function emailOfCode(origin: string, code: string, verifier: string) {
  const res = await fetch(new URL('/oidc/token', origin), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_AUTH_CONSUMER.id}:${DEMO_AUTH_CONSUMER.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: new URL(DEMO_AUTH_CONSUMER.redirectPath, origin).href,
    }),
  });
  expect(res.status).toBe(200);
  const { id_token: idToken } = (await res.json()) as { id_token: string };
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
  return payload.email as string;
}

const consentHeading = (page: Page) =>
  page.getByRole('heading', { name: `Kirjaudu palveluun ${DEMO_AUTH_CONSUMER.name}` });

test('a signed-out worker logs in on the way, allows the partner tool and it gets a code', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL as string;
  const { url, state } = authorizationUrl(origin);
  await page.goto(url);
  // No Tuura session: the consent page sends the worker to log in and back.
  await expect(page).toHaveURL(/\/auth\/login\?p=%2Foauth%2Fconsent%2F/);
  await login(page, accounts.worker);
  await expect(page).toHaveURL(/\/oauth\/consent\/[\w-]+$/);
  await expect(consentHeading(page)).toBeVisible();
  await expect(page.getByTestId('oauth-user')).toContainText('Väinö Työntekijä');
  await expect(page.getByText('Sähköpostiosoitteesi')).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the consent page');

  await page.getByRole('button', { name: 'Salli', exact: true }).click();
  await page.waitForURL((u) => u.pathname === DEMO_AUTH_CONSUMER.redirectPath);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  expect(landed.searchParams.get('state')).toBe(state);
  expect(landed.searchParams.get('iss')).toBe(origin);
});

test.describe('with the app’s service worker in charge', () => {
  // The other journeys block the service worker (playwright.config.ts); this one is about it.
  test.use({ serviceWorkers: 'allow' });

  test('a worker who refuses sends the partner tool access_denied', async ({ page, baseURL }) => {
    await login(page, accounts.worker);
    // With the app's service worker in charge, the provider's address still reaches the server.
    await serviceWorkerReady(page);
    const { url, state } = authorizationUrl(baseURL as string);
    await page.goto(url);
    await expect(consentHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Älä salli' }).click();
    await page.waitForURL((u) => u.pathname === DEMO_AUTH_CONSUMER.redirectPath);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('code')).toBeNull();
    expect(landed.searchParams.get('state')).toBe(state);
  });
});

test('two people in turn on one browser each sign the partner tool in as themselves', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL as string;
  const allow = async () => {
    await page.getByRole('button', { name: 'Salli', exact: true }).click();
    await page.waitForURL((u) => u.pathname === DEMO_AUTH_CONSUMER.redirectPath);
    return new URL(page.url()).searchParams.get('code') ?? '';
  };
  await login(page, accounts.worker);
  const first = authorizationUrl(origin);
  await page.goto(first.url);
  await expect(page.getByTestId('oauth-user')).toHaveText('Väinö Työntekijä');
  expect(await emailOfCode(origin, await allow(), first.verifier)).toBe(accounts.worker);

  // The admin picks up the same browser, still signed in as the worker: "sign in as someone
  // else" on the consent page, and back to the same request after the login.
  const second = authorizationUrl(origin);
  await page.goto(second.url);
  await expect(page).toHaveURL(/\/oauth\/consent\//);
  const consent = new URL(page.url()).pathname;
  await page.getByTestId('oauth-switch-user').click();
  await expect(page).toHaveURL(`/auth/login?p=${encodeURIComponent(consent)}`);
  await login(page, accounts.admin);
  await expect(page).toHaveURL(consent);
  await expect(page.getByTestId('oauth-user')).toHaveText('Anna Ylläpitäjä');
  // The provider ends the worker's session on the way (a self-posting page whose one script
  // our CSP allows by its hash), then gives a code that is the admin's.
  expect(await emailOfCode(origin, await allow(), second.verifier)).toBe(accounts.admin);
});

test('the consent page in Finnish, English, dark and on a phone', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  let look: Look = { locale: 'fi', darkMode: false };
  await showLook(page, () => look);
  await login(page, accounts.worker);
  for (const [, next, viewport] of [
    // Each language, each theme and each size once.
    ['en-dark-phone', { locale: 'en', darkMode: true }, { width: 390, height: 844 }],
    ['fi-desktop', { locale: 'fi', darkMode: false }, { width: 1440, height: 900 }],
  ] as const) {
    look = next;
    await page.setViewportSize(viewport);
    await page.goto(authorizationUrl(baseURL as string).url);
    await expect(page.locator('html')).toHaveAttribute('lang', next.locale);
    await expect(page.getByTestId('oauth-user')).toBeVisible();
    if (next.locale === 'en')
      await expect(
        page.getByRole('heading', { name: `Sign in to ${DEMO_AUTH_CONSUMER.name}` }),
      ).toBeVisible();
    if (next.darkMode) await expectNoSeriousA11yViolations(page, 'the consent page, dark');
  }
});
