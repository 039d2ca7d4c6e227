// The provider mounted in Fastify (decision 122): /oidc/* and the discovery document go to
// oidc-provider's own (Koa) handler with the raw request, body unread; the consent API is ours.
import { oauthContracts as c } from '@tuura/domain/api/oauth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Deps } from '../../context.ts';
import { bindContract } from '../../plugins/routes.ts';
import { createProvider, markSignedIn } from './provider.ts';
import { abortInteraction, confirmInteraction, describeInteraction } from './service.ts';

export const DISCOVERY_PATH = '/.well-known/openid-configuration';

/**
 * The provider, made at first use (its keys need the database): startup and apps that never
 * see a partner tool pay nothing. A failed start is retried by the next request.
 */
function lazyProvider(deps: Deps) {
  let made: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | undefined;
  return () => {
    made ??= createProvider(deps).then(
      (provider) => ({ provider, handle: provider.callback() }),
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    );
    return made;
  };
}

/** The Tuura user of the request, for the provider's check; never an admin acting as someone. */
const signedInUserOf = (req: FastifyRequest) =>
  req.auth?.kind === 'user' && !req.auth.takenOverBy ? req.auth.userId : null;

/**
 * The provider builds its URLs (discovery's endpoints, the consent's resume address the browser is
 * sent to) from the request's host and protocol; they are PUBLIC_URL's, whatever a client sends,
 * so a forged Host header cannot point partners or people elsewhere. The provider trusts these
 * forwarded headers only (provider.proxy), the client's address as Fastify's trust-proxy judged it.
 */
function pinToPublicUrl(req: FastifyRequest, publicUrl: URL) {
  req.raw.headers.host = publicUrl.host;
  req.raw.headers['x-forwarded-host'] = publicUrl.host;
  req.raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  req.raw.headers['x-forwarded-for'] = req.ip;
}

export async function oidcRoutes(app: FastifyInstance) {
  const provider = lazyProvider(app.deps);

  await app.register(async (mount) => {
    // The provider reads the body itself.
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const { handle } = await provider();
      markSignedIn(req.raw, signedInUserOf(req));
      pinToPublicUrl(req, app.deps.config.publicUrl);
      reply.hijack();
      // Headers our hooks set on Fastify's reply (helmet writes to the raw one already).
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      await handle(req.raw, reply.raw);
    };
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    mount.route({ method: methods, url: '/oidc/*', schema: { hide: true }, handler });
    mount.route({ method: ['GET', 'OPTIONS'], url: DISCOVERY_PATH, schema: { hide: true }, handler });
  });

  bindContract(app, c.interaction, async ({ params }, ctx) => ({
    interaction: await describeInteraction(ctx, (await provider()).provider, params.uid),
  }));
  bindContract(app, c.confirm, async ({ params }, ctx) =>
    confirmInteraction(ctx, (await provider()).provider, params.uid),
  );
  bindContract(app, c.abort, async ({ params }, ctx) =>
    abortInteraction(ctx, (await provider()).provider, params.uid),
  );
}
