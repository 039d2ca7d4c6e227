// What the provider refuses: redirect URIs that are not exactly registered, requests without PKCE
// S256, a wrong client secret, another organisation's consumer, a removed consumer's tokens,
// expired interactions, and codes for anyone but the person signed in in that very browser.
import { request } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authConsumers, oidcEntries, organizations, users } from '../../src/db/schema/index.ts';
import { forgetConsumer } from '../../src/modules/oidc/service.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import {
  authorizationRequest,
  Browser,
  type Consumer,
  consentApi,
  consentUid,
  insertConsumer,
  listeningApp,
  partnerTool,
  REDIRECT_URI,
  signIn,
} from './support.ts';

let t: TestApp;
let origin: string;
let consumer: Consumer;
let config: client.Configuration;

beforeAll(async () => {
  ({ t, origin } = await listeningApp());
  const worker = await t.demoUser('worker');
  consumer = await insertConsumer(t, worker.organizationId);
  config = await partnerTool(origin, consumer);
});
afterAll(() => t.close());

/** The token endpoint's refusal of the client (a 401 with a Basic challenge naming the error). */
const INVALID_CLIENT = {
  status: 401,
  cause: [expect.objectContaining({ parameters: expect.objectContaining({ error: 'invalid_client' }) })],
};

/** The `sub` of the ID token the partner tool gets for the code in `callback`. */
async function subjectOf(callback: URL | undefined, request: { verifier: string; state: string }) {
  if (!callback?.searchParams.get('code')) throw new Error(`no code: ${callback}`);
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
  });
  return tokens.claims()?.sub;
}

/** Where the provider sends a signed-in worker's browser for this authorization request. */
async function firstAnswer(extra: Record<string, string> = {}, url?: URL) {
  const browser = new Browser(await t.sessionFor('worker'));
  return browser.get(url ?? (await authorizationRequest(config, extra)).url);
}

describe('redirect URIs match exactly', () => {
  it.each([
    ['a trailing slash', `${REDIRECT_URI}/`],
    ['a case difference', REDIRECT_URI.replace('callback', 'Callback')],
    ['another host', 'https://evil.example/auth/callback'],
  ])('refuses a redirect URI differing by %s, without sending the browser there', async (_, uri) => {
    const answer = await firstAnswer({ redirect_uri: uri });
    expect(answer.res.status).toBe(400);
    expect(answer.location).toBeUndefined();
    expect(answer.body).toContain('redirect_uri');
  });

  it('accepts the registered one (the control)', async () => {
    const answer = await firstAnswer({ redirect_uri: REDIRECT_URI });
    expect(answer.res.status).toBe(303);
    expect(consentUid(answer.location)).toBeTruthy();
  });
});

describe('PKCE with S256 is required', () => {
  const refusedWith = (location: URL | undefined) => ({
    at: location && `${location.origin}${location.pathname}`,
    error: location?.searchParams.get('error'),
    code: location?.searchParams.get('code'),
  });

  it('refuses a request without a code challenge', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: 'st',
    });
    const answer = await firstAnswer({}, url);
    expect(refusedWith(answer.location)).toEqual({ at: REDIRECT_URI, error: 'invalid_request', code: null });
  });

  it('refuses the plain method', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const answer = await firstAnswer({ code_challenge: verifier, code_challenge_method: 'plain' });
    expect(refusedWith(answer.location)).toEqual({ at: REDIRECT_URI, error: 'invalid_request', code: null });
  });
});

describe('client authentication', () => {
  it('refuses a wrong client secret with invalid_client; the right one then gets the tokens', async () => {
    const { callback, verifier, state } = await signIn(t, config);
    const impostor = await partnerTool(origin, { clientId: consumer.clientId, secret: 'not-the-secret' });
    await expect(
      client.authorizationCodeGrant(impostor, callback, { pkceCodeVerifier: verifier, expectedState: state }),
    ).rejects.toMatchObject(INVALID_CLIENT);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.access_token).toBeTruthy();
  });
});

describe('the consent API', () => {
  it('answers 404 for an unknown interaction and for an expired one', async () => {
    const cookie = await t.sessionFor('worker');
    const unknown = await consentApi(t, 'read', 'no-such-interaction', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('oauth.interactionNotFound');

    const uid = consentUid((await firstAnswer()).location);
    expect((await consentApi(t, 'read', uid, cookie)).statusCode).toBe(200);
    await t.db
      .update(oidcEntries)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oidcEntries.model, 'Interaction'), eq(oidcEntries.id, uid)));
    for (const action of ['read', 'confirm', 'abort'] as const) {
      const res = await consentApi(t, action, uid, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().key).toBe('oauth.interactionNotFound');
    }
  });

  it('answers 401 without a session and 403 to a guest user', async () => {
    const uid = consentUid((await firstAnswer()).location);
    const anonymous = await consentApi(t, 'read', uid);
    expect(anonymous.statusCode).toBe(401);
    const guest = await t.sessionFor('guest');
    for (const action of ['read', 'confirm', 'abort'] as const)
      expect((await consentApi(t, action, uid, guest)).statusCode).toBe(403);
  });

  it("hides another organisation's consumer: 404 to read or confirm, nothing issued", async () => {
    const [other] = await t.db.insert(organizations).values({ name: 'Toinen organisaatio' }).returning();
    const foreign = await insertConsumer(t, other?.id as string);
    const foreignTool = await partnerTool(origin, foreign);
    const browser = new Browser(await t.sessionFor('worker'));
    const uid = consentUid((await browser.get((await authorizationRequest(foreignTool)).url)).location);
    const cookie = await t.sessionFor('worker');
    expect((await consentApi(t, 'read', uid, cookie)).statusCode).toBe(404);
    const confirm = await consentApi(t, 'confirm', uid, cookie);
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().key).toBe('oauth.interactionNotFound');
    const grants = await t.db
      .select()
      .from(oidcEntries)
      .where(
        and(eq(oidcEntries.model, 'Grant'), sql`${oidcEntries.payload}->>'clientId' = ${foreign.clientId}`),
      );
    expect(grants).toEqual([]);
  });

  it('abort sends access_denied to the partner tool and is audited', async () => {
    const cookie = await t.sessionFor('worker');
    const browser = new Browser(cookie);
    const { url, state } = await authorizationRequest(config);
    const uid = consentUid((await browser.get(url)).location);
    const aborted = await consentApi(t, 'abort', uid, cookie);
    expect(aborted.statusCode).toBe(200);
    const callback = (await browser.get(new URL(aborted.json().redirectTo, origin))).location;
    expect(callback?.searchParams.get('error')).toBe('access_denied');
    expect(callback?.searchParams.get('code')).toBeNull();
    expect(callback?.searchParams.get('state')).toBe(state);
    await expect(
      client.authorizationCodeGrant(config, callback as URL, { expectedState: state }),
    ).rejects.toMatchObject({ error: 'access_denied' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'oauth.refused'), eq(auditLog.targetId, consumer.clientId)));
    expect(entry).toBeDefined();
  });
});

describe('confirming again', () => {
  it('keeps one grant per interaction, however often the page confirms (no rows to pile up)', async () => {
    const cookie = await t.sessionFor('worker');
    const uid = consentUid(
      (await new Browser(cookie).get((await authorizationRequest(config)).url)).location,
    );
    const grants = () =>
      t.db
        .select({ id: oidcEntries.id })
        .from(oidcEntries)
        .where(
          and(
            eq(oidcEntries.model, 'Grant'),
            sql`${oidcEntries.payload}->>'clientId' = ${consumer.clientId}`,
          ),
        );
    const before = (await grants()).length;
    for (let i = 0; i < 5; i++) expect((await consentApi(t, 'confirm', uid, cookie)).statusCode).toBe(200);
    expect((await grants()).length).toBe(before + 1);
  });
});

describe('codes only for the person signed in in that browser', () => {
  it("does not give another browser a code from the worker's confirmation", async () => {
    // Someone starts an authorization in their own browser and gets the worker to confirm it.
    const other = new Browser(await t.sessionFor('admin'));
    const uid = consentUid((await other.get((await authorizationRequest(config)).url)).location);
    const confirmed = await consentApi(t, 'confirm', uid, await t.sessionFor('worker'));
    expect(confirmed.statusCode).toBe(200);
    const resumed = await other.get(new URL(confirmed.json().redirectTo, origin));
    // A new consent question for whoever is signed in there, not a code for the worker.
    expect(resumed.location?.searchParams.get('code') ?? null).toBeNull();
    expect(consentUid(resumed.location)).not.toBe(uid);
  });

  it('gives two people in turn on one phone each their own code', async () => {
    const workerCookie = await t.sessionFor('worker');
    const phone = new Browser(workerCookie);
    const first = await authorizationRequest(config);
    const firstUid = consentUid((await phone.get(first.url)).location);
    const firstAnswer = (await consentApi(t, 'confirm', firstUid, workerCookie)).json();
    const firstCallback = (await phone.get(new URL(firstAnswer.redirectTo, origin))).location;
    expect(await subjectOf(firstCallback, first)).toBe((await t.demoUser('worker')).id);

    // The worker signs out of Tuura; the admin signs in on the same phone and starts again.
    const adminCookie = await t.sessionFor('admin');
    phone.useSession(adminCookie);
    const second = await authorizationRequest(config);
    const uid = consentUid((await phone.get(second.url)).location);
    const { redirectTo } = (await consentApi(t, 'confirm', uid, adminCookie)).json();
    // The provider still remembers the worker: it ends that session with a self-posting form,
    // then resumes for the admin.
    const resumed = await phone.get(new URL(redirectTo, origin));
    expect(resumed.res.status).toBe(200);
    // Its one inline script is allowed by its hash, beside our script-src 'self'.
    expect(resumed.res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    const loggedOut = await phone.submitForm(resumed.body, origin);
    expect(loggedOut.location?.pathname).toBe(`/oidc/auth/${uid}`);
    const callback = (await phone.get(loggedOut.location as URL)).location;
    expect(await subjectOf(callback, second)).toBe((await t.demoUser('admin')).id);
  });

  it('does not give a code to a browser without a Tuura session', async () => {
    const cookie = await t.sessionFor('worker');
    const browser = new Browser(cookie);
    const uid = consentUid((await browser.get((await authorizationRequest(config)).url)).location);
    const { redirectTo } = (await consentApi(t, 'confirm', uid, cookie)).json();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const resumed = await browser.get(new URL(redirectTo, origin));
    expect(resumed.location?.searchParams.get('code') ?? null).toBeNull();
    expect(resumed.location?.pathname).toMatch(/^\/oauth\/consent\//);
  });

  it('answers prompt=none with login_required: never a silent sign-in', async () => {
    const answer = await firstAnswer({ prompt: 'none' });
    expect(answer.location?.searchParams.get('error')).toBe('login_required');
  });
});

describe('a removed consumer', () => {
  it('stops working at once, and forgetConsumer drops what the provider kept for it', async () => {
    const removed = await insertConsumer(t, consumer.organizationId);
    const tool = await partnerTool(origin, removed);
    const { callback, verifier, state } = await signIn(t, tool);
    const tokens = await client.authorizationCodeGrant(tool, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const kept = sql`${oidcEntries.payload}->>'clientId' = ${removed.clientId}`;
    expect((await t.db.select().from(oidcEntries).where(kept)).length).toBeGreaterThan(0);

    await t.db.delete(authConsumers).where(eq(authConsumers.id, removed.clientId));
    await expect(client.refreshTokenGrant(tool, tokens.refresh_token as string)).rejects.toMatchObject(
      INVALID_CLIENT,
    );
    const userinfo = await fetch(`${origin}/oidc/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);

    await forgetConsumer(t.db, removed.clientId);
    expect(await t.db.select().from(oidcEntries).where(kept)).toEqual([]);
  });
});

describe('a removed user', () => {
  it('has no account any more: refresh and userinfo refuse their tokens', async () => {
    const person = await makeUser(t, consumer.organizationId);
    const cookie = await t.sessionAs({ organizationId: person.organizationId, userId: person.id });
    const { callback, verifier, state } = await signIn(t, config, cookie);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect((await client.fetchUserInfo(config, tokens.access_token, person.id)).sub).toBe(person.id);

    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.id));
    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.fetchUserInfo(config, tokens.access_token, person.id)).rejects.toMatchObject({
      status: 401,
    });
  });
});

/** A GET to the listening app with a Host header of the caller's choosing (fetch cannot set one). */
function getWithHost(url: string, host: string, cookie?: string) {
  return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const headers: Record<string, string> = { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https' };
    if (cookie) headers.cookie = cookie;
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a forged Host header', () => {
  it('leaves every endpoint of the discovery document at the issuer', async () => {
    const answer = await getWithHost(`${origin}/.well-known/openid-configuration`, 'evil.example');
    expect(answer.status).toBe(200);
    const doc = JSON.parse(answer.body) as Record<string, unknown>;
    const urls = Object.values(doc).filter((v): v is string => typeof v === 'string' && v.includes('://'));
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith(origin), url).toBe(true);
  });

  it('cannot make the consent page send the browser elsewhere (confirm or refuse)', async () => {
    // Anyone can start an authorization with their own Host header and send the consent link on.
    const { url } = await authorizationRequest(config);
    const started = await getWithHost(String(url), 'evil.example');
    const uid = consentUid(new URL(started.location ?? '', origin));
    const cookie = await t.sessionFor('worker');
    for (const action of ['abort', 'confirm'] as const) {
      const answer = await consentApi(t, action, uid, cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().redirectTo).toBe(`${origin}/oidc/auth/${uid}`);
    }
  });
});
