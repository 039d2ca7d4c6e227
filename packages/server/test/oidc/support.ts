// The OpenID tests' pieces: the real app listening on a port (the issuer is its origin), auth
// consumers written straight into the table, a partner tool as openid-client configures it, and
// a browser that keeps cookies and follows nothing by itself.
import { randomUUID } from 'node:crypto';
import * as client from 'openid-client';
import { authConsumers } from '../../src/db/schema/index.ts';
import { randomToken, sha256 } from '../../src/lib/tokens.ts';
import { SESSION_COOKIE } from '../../src/modules/auth/sessions.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/freePort.ts';

export const REDIRECT_URI = 'https://partner.example/auth/callback';

/** A test app serving on 127.0.0.1 with PUBLIC_URL equal to where it listens. */
export async function listeningApp(): Promise<{ t: TestApp; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ env: { PUBLIC_URL: origin } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, origin };
}

export type Consumer = { clientId: string; secret: string; organizationId: string };

/** An auth consumer as the lead's CRUD stores it: the secret hashed, shown only here. */
export async function insertConsumer(
  t: TestApp,
  organizationId: string,
  redirectUris: string[] = [REDIRECT_URI],
): Promise<Consumer> {
  const secret = randomToken(32);
  const clientId = randomUUID();
  await t.db.insert(authConsumers).values({
    id: clientId,
    organizationId,
    name: `Kumppani ${clientId.slice(0, 4)}`,
    redirectUris,
    secretHash: sha256(secret),
  });
  return { clientId, secret, organizationId };
}

/** The partner tool's view of Tuura, found by discovery; http allowed for the test server. */
export function partnerTool(origin: string, consumer: Pick<Consumer, 'clientId' | 'secret'>) {
  return client.discovery(
    new URL(origin),
    consumer.clientId,
    { redirect_uris: [REDIRECT_URI] },
    client.ClientSecretBasic(consumer.secret),
    { execute: [client.allowInsecureRequests] },
  );
}

/** An authorization request with PKCE (S256) and state, and what the tool keeps to finish it. */
export async function authorizationRequest(config: client.Configuration, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { url, verifier, state };
}

/** A browser: a cookie jar, one request at a time, redirects returned rather than followed. */
export class Browser {
  private readonly jar = new Map<string, string>();
  constructor(tuuraSession?: string) {
    if (tuuraSession) this.jar.set(SESSION_COOKIE, tuuraSession.slice(`${SESSION_COOKIE}=`.length));
  }

  /** Signs in to Tuura as someone else (another person on the same phone). */
  useSession(tuuraSession: string) {
    this.jar.set(SESSION_COOKIE, tuuraSession.slice(`${SESSION_COOKIE}=`.length));
  }

  get(url: string | URL) {
    return this.send(url);
  }

  /** Submits a page's auto-posting form (the provider's form_post pages) as the browser would. */
  async submitForm(page: string, base: string | URL) {
    const action = page.match(/<form method="post" action="([^"]+)"/)?.[1];
    if (!action) throw new Error('no form on the page');
    const fields = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)];
    const body = new URLSearchParams(
      fields.map(([, name = '', value = '']): [string, string] => [name, value]),
    );
    const target = new URL(action.replaceAll('&amp;', '&'), base);
    // Our Referrer-Policy is no-referrer: a browser then sends `Origin: null` with a form's POST.
    return this.send(target, { method: 'POST', body, origin: 'null' });
  }

  private async send(url: string | URL, post?: { method: 'POST'; body: URLSearchParams; origin: string }) {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (post) headers.origin = post.origin;
    const res = await fetch(url, {
      redirect: 'manual',
      headers,
      ...(post && { method: 'POST', body: post.body }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    const location = res.headers.get('location');
    return { res, location: location ? new URL(location, url) : undefined, body: await res.text() };
  }

  private cookieHeader() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The interaction id of a consent-page address (/oauth/consent/<uid>). */
export function consentUid(location: URL | undefined): string {
  const match = location?.pathname.match(/^\/oauth\/consent\/([\w-]+)$/);
  if (!match?.[1]) throw new Error(`not the consent page: ${location}`);
  return match[1];
}

/** An API call of the consent page, with a session cookie (or none). */
export function consentApi(t: TestApp, action: 'read' | 'confirm' | 'abort', uid: string, cookie?: string) {
  return t.app.inject({
    method: action === 'read' ? 'GET' : 'POST',
    url: `/api/oauth/interactions/${uid}${action === 'read' ? '' : `/${action}`}`,
    headers: cookie ? { cookie } : {},
  });
}

/**
 * The worker's whole authorization in one browser: the request, consent, and the resume; the
 * address the browser is sent to last (the partner's redirect URI with a code).
 */
export async function signIn(t: TestApp, config: client.Configuration, cookie?: string) {
  cookie ??= await t.sessionFor('worker');
  const browser = new Browser(cookie);
  const request = await authorizationRequest(config);
  const uid = consentUid((await browser.get(request.url)).location);
  const { redirectTo } = (await consentApi(t, 'confirm', uid, cookie)).json();
  const callback = (await browser.get(new URL(redirectTo, config.serverMetadata().issuer))).location;
  if (!callback?.searchParams.get('code')) throw new Error(`no code: ${callback}`);
  return { ...request, callback };
}
