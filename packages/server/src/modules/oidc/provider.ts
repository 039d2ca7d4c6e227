// Tuura as an OpenID provider (decision 122): oidc-provider configured for the authorization code
// flow with PKCE only, clients from auth_consumers with hashed secrets, keys from server_keys,
// and a login prompt on every authorization, answered by the person signed in to Tuura.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { OIDC } from '@tuura/domain/limits';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Deps } from '../../context.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findAccount, SCOPE_CLAIMS } from './account.ts';
import { adapterFor } from './adapter.ts';
import { providerKeys } from './keys.ts';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages.ts';

/** Every provider endpoint but discovery lives under /oidc/ (discovery stays at the issuer's root). */
export const OIDC_ROUTES = {
  authorization: '/oidc/auth',
  token: '/oidc/token',
  jwks: '/oidc/jwks',
  userinfo: '/oidc/me',
  revocation: '/oidc/token/revocation',
  end_session: '/oidc/session/end',
  introspection: '/oidc/token/introspection',
  pushed_authorization_request: '/oidc/request',
  registration: '/oidc/reg',
  code_verification: '/oidc/device',
  device_authorization: '/oidc/device/auth',
  backchannel_authentication: '/oidc/backchannel',
  challenge: '/oidc/challenge',
  credential: '/oidc/credential',
} as const;

/** The consent page of the web app, where the provider sends the browser for each authorization. */
export const consentPath = (uid: string) => `/oauth/consent/${uid}`;

/** The Tuura user signed in on a request to the provider (set by the mount in plugin.ts). */
const signedInUsers = new WeakMap<IncomingMessage, string | null>();
export const markSignedIn = (req: IncomingMessage, userId: string | null) => signedInUsers.set(req, userId);

/** Asymmetric only: a client secret is stored hashed, so nothing can be keyed (HMAC) with it. */
const ASYMMETRIC = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;

/**
 * The login prompt is answered only by our interaction, and only for the Tuura user of this very
 * request: a code is never issued from the provider's own session, nor to another browser than
 * the one whose signed-in person confirmed.
 */
function confirmedBySignedInUser() {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'tuura_confirmation',
      'each authorization is confirmed by the person signed in to Tuura',
      'login_required',
      (ctx: KoaContextWithOIDC) => {
        const confirmed = ctx.oidc.result?.login?.accountId;
        const signedIn = signedInUsers.get(ctx.req);
        return confirmed && confirmed === signedIn
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}

export async function createProvider(deps: Deps): Promise<Provider> {
  const { jwks, cookieKeys } = await providerKeys(deps);
  const provider = new Provider(deps.config.publicUrl.origin, {
    adapter: adapterFor(deps.db),
    findAccount: (_ctx, sub) => findAccount(deps.db, sub),
    jwks,
    cookies: { keys: cookieKeys, long: { signed: true }, short: { signed: true } },
    routes: OIDC_ROUTES,
    scopes: [...OIDC.scopes],
    claims: SCOPE_CLAIMS as unknown as Record<string, string[]>,
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    },
    enabledJWA: {
      clientAuthSigningAlgValues: [...ASYMMETRIC],
      idTokenSigningAlgValues: [...ASYMMETRIC],
      requestObjectSigningAlgValues: [...ASYMMETRIC],
      userinfoSigningAlgValues: [...ASYMMETRIC],
      introspectionSigningAlgValues: [...ASYMMETRIC],
      authorizationSigningAlgValues: [...ASYMMETRIC],
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      registration: { enabled: false },
      introspection: { enabled: false },
      userinfo: { enabled: true },
      revocation: {
        enabled: true,
        // A consumer revokes only what was issued to it.
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    // Every consumer gets a refresh token, a new one at each use (the old one stops working).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    // Tokens live by their own lifetimes, not the provider's browser session (Tuura has its own).
    expiresWithSession: async () => false,
    ttl: {
      AuthorizationCode: OIDC.authorizationCodeSeconds,
      AccessToken: OIDC.accessTokenSeconds,
      IdToken: OIDC.idTokenSeconds,
      RefreshToken: OIDC.refreshTokenSeconds,
      Interaction: OIDC.interactionSeconds,
      Session: OIDC.sessionSeconds,
      Grant: OIDC.grantSeconds,
    },
    interactions: {
      url: (_ctx, interaction) => consentPath(interaction.uid),
      policy: confirmedBySignedInUser(),
    },
    // Partner tools call the token endpoints from their servers; no browser origin is allowed.
    clientBasedCORS: () => false,
    renderError,
  });
  // The mount writes the forwarded headers from PUBLIC_URL (routes.ts): the provider reads only those.
  provider.proxy = true;
  // The provider answers its own 500s; the cause goes to our log.
  provider.on('server_error', (_ctx: unknown, err: Error) =>
    deps.log.error({ err }, 'OpenID provider failed'),
  );
  hashedClientSecrets(provider);
  return provider;
}

/** Compares the SHA-256 of the presented secret with the stored one, in constant time. */
function hashedClientSecrets(provider: Provider) {
  Object.defineProperty(provider.Client.prototype, 'compareClientSecret', {
    value(this: { clientSecret?: string }, presented: string) {
      const stored = Buffer.from(this.clientSecret ?? '', 'hex');
      const given = Buffer.from(sha256(presented), 'hex');
      return stored.length === given.length && timingSafeEqual(stored, given);
    },
  });
}
