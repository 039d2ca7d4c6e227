// The consent step (decision 122): what a pending authorization asks, and the signed-in user's
// answer written into it the way oidc-provider's interactionResult does, without needing the
// provider's interaction cookie (the page calls our API, not the provider).

import type { OauthInteraction } from '@tuura/domain/api/oauth';
import { OIDC } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { type Ctx, userIdOf } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { authConsumers } from '../authConsumers/readModel.ts';

// What other modules use of the provider: the auth consumers' removal forgets what it kept for one.
export { forgetConsumer } from './adapter.ts';

type Scope = (typeof OIDC.scopes)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The interaction and its consumer; 404 when expired, unknown or another organisation's. */
async function pending(ctx: Ctx, provider: Provider, uid: string) {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction) throw notFound('oauth.interactionNotFound');
  const clientId = String(interaction.params.client_id ?? '');
  const [consumer] = UUID.test(clientId)
    ? await ctx.db
        .select({ id: authConsumers.id, name: authConsumers.name })
        .from(authConsumers)
        .where(inOrganization(ctx, authConsumers, eq(authConsumers.id, clientId)))
    : [];
  if (!consumer) throw notFound('oauth.interactionNotFound');
  const asked = String(interaction.params.scope ?? '').split(' ');
  const scopes = OIDC.scopes.filter((s) => asked.includes(s)) as Scope[];
  return { interaction, consumer, scopes };
}

export async function describeInteraction(
  ctx: Ctx,
  provider: Provider,
  uid: string,
): Promise<OauthInteraction> {
  const { interaction, consumer, scopes } = await pending(ctx, provider, uid);
  return {
    uid,
    consumer: { _id: consumer.id, name: consumer.name },
    scopes,
    redirectHost: new URL(String(interaction.params.redirect_uri)).host,
  };
}

/** Seconds the interaction has left, as interactionResult saves it. */
const secondsLeft = (exp: number) => Math.max(1, exp - Math.floor(Date.now() / 1000));

export async function confirmInteraction(ctx: Ctx, provider: Provider, uid: string) {
  const { interaction, consumer, scopes } = await pending(ctx, provider, uid);
  const accountId = userIdOf(ctx);
  // The grant of the provider's session, or of an earlier confirm of this interaction: a page
  // confirming again extends it instead of leaving another year-long row each time.
  const earlierId = interaction.grantId ?? interaction.result?.consent?.grantId;
  const existing = earlierId ? await provider.Grant.find(earlierId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === consumer.id
      ? existing
      : new provider.Grant({ accountId, clientId: consumer.id });
  grant.addOIDCScope(scopes.join(' '));
  const grantId = await grant.save();
  // remember: false keeps the provider's own session to this browser session: Tuura's is the one.
  interaction.result = { login: { accountId, remember: false }, consent: { grantId } };
  await interaction.save(secondsLeft(interaction.exp));
  await audit(ctx, ctx.db, {
    organizationId: organizationOf(ctx),
    action: 'oauth.consent',
    targetType: 'authConsumer',
    targetId: consumer.id,
    data: { scopes },
  });
  return { redirectTo: interaction.returnTo };
}

export async function abortInteraction(ctx: Ctx, provider: Provider, uid: string) {
  const { interaction, consumer } = await pending(ctx, provider, uid);
  interaction.result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
  await interaction.save(secondsLeft(interaction.exp));
  await audit(ctx, ctx.db, {
    organizationId: organizationOf(ctx),
    action: 'oauth.refused',
    targetType: 'authConsumer',
    targetId: consumer.id,
  });
  return { redirectTo: interaction.returnTo };
}
