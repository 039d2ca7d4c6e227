// The whole sign-in of a partner tool through Tuura, run by a real OpenID client library
// (openid-client) against the app listening on a port: discovery, authorization with PKCE as the
// signed-in worker, consent through our API, code exchange, the ID token checked against the
// published keys, userinfo, refresh and revocation.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import {
  authorizationRequest,
  Browser,
  type Consumer,
  consentUid,
  insertConsumer,
  listeningApp,
  partnerTool,
  REDIRECT_URI,
} from './support.ts';

let t: TestApp;
let origin: string;
let consumer: Consumer;
let worker: Awaited<ReturnType<TestApp['demoUser']>>;

beforeAll(async () => {
  ({ t, origin } = await listeningApp());
  worker = await t.demoUser('worker');
  consumer = await insertConsumer(t, worker.organizationId);
});
afterAll(() => t.close());

describe('a partner tool signs a worker in through Tuura', () => {
  it('publishes the discovery document at the issuer with only the code flow and PKCE S256', async () => {
    const res = await fetch(`${origin}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, string[]>;
    expect(doc).toMatchObject({
      issuer: origin,
      authorization_endpoint: `${origin}/oidc/auth`,
      token_endpoint: `${origin}/oidc/token`,
      jwks_uri: `${origin}/oidc/jwks`,
      userinfo_endpoint: `${origin}/oidc/me`,
      revocation_endpoint: `${origin}/oidc/token/revocation`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
    });
    expect(doc.token_endpoint_auth_methods_supported?.sort()).toEqual([
      'client_secret_basic',
      'client_secret_post',
    ]);
    expect(doc.id_token_signing_alg_values_supported).not.toContain('HS256');
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
  });

  it('runs discovery, consent, code exchange, userinfo, refresh and revocation', async () => {
    const config = await partnerTool(origin, consumer);
    const { url, verifier, state } = await authorizationRequest(config);
    const browser = new Browser(await t.sessionFor('worker'));

    // The provider sends the signed-in worker to Tuura's consent page.
    const start = await browser.get(url);
    expect(start.res.status).toBe(303);
    const uid = consentUid(start.location);

    const cookie = await t.sessionFor('worker');
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/interactions/${uid}`,
      headers: { cookie },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().interaction).toEqual({
      uid,
      consumer: { _id: consumer.clientId, name: expect.stringMatching(/^Kumppani /) },
      scopes: ['openid', 'profile', 'email'],
      redirectHost: 'partner.example',
    });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/oauth/interactions/${uid}/confirm`,
      headers: { cookie },
    });
    expect(confirmed.statusCode).toBe(200);
    const { redirectTo } = confirmed.json();

    // Resuming in the browser lands on the partner's redirect URI with a code and the state.
    const resumed = await browser.get(new URL(redirectTo, origin));
    expect(resumed.res.status).toBe(303);
    const callback = resumed.location;
    expect(`${callback?.origin}${callback?.pathname}`).toBe(REDIRECT_URI);
    expect(callback?.searchParams.get('code')).toBeTruthy();
    expect(callback?.searchParams.get('state')).toBe(state);

    const tokens = await client.authorizationCodeGrant(config, callback as URL, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.refresh_token).toBeTruthy();

    // The ID token is signed with the published key and names the worker.
    const jwks = createRemoteJWKSet(new URL(`${origin}/oidc/jwks`));
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token as string, jwks, {
      issuer: origin,
      audience: consumer.clientId,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: worker.id,
      name: `${worker.firstName} ${worker.lastName}`,
      given_name: worker.firstName,
      family_name: worker.lastName,
      email: worker.email,
      email_verified: false,
    });

    const info = await client.fetchUserInfo(config, tokens.access_token, worker.id);
    expect(info).toMatchObject({
      sub: worker.id,
      email: worker.email,
      name: `${worker.firstName} ${worker.lastName}`,
    });

    // Refresh rotates: each use gives a new refresh token.
    const first = tokens.refresh_token as string;
    const refreshed = await client.refreshTokenGrant(config, first);
    expect(refreshed.access_token).toBeTruthy();
    const second = refreshed.refresh_token as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // Revoked, a fresh refresh token is refused.
    await client.tokenRevocation(config, second);
    await expect(client.refreshTokenGrant(config, second)).rejects.toMatchObject({ error: 'invalid_grant' });
    // And the one used before it was spent by its rotation.
    await expect(client.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});

describe("the provider's own answers", () => {
  it('carry our security headers, and its error page shows no script and escapes what it echoes', async () => {
    const res = await fetch(
      `${origin}/oidc/auth?client_id=${consumer.clientId}&response_type=code&redirect_uri=%3Cscript%3E`,
    );
    expect(res.status).toBe(400);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await res.text();
    expect(body).toContain('Kirjautuminen ei onnistunut');
    expect(body).not.toMatch(/<script/i);
  });

  it('answers the token endpoint in the OAuth error shape, never a 500', async () => {
    const res = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=nonsense',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });
});
