// The consent step of Tuura's OpenID provider (decision 122): the provider sends the browser to
// /oauth/consent/:uid; that page reads what is asked and answers with the signed-in user's choice.
import { z } from 'zod';
import { OIDC } from '../limits.ts';
import { access } from '../permissions.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['OpenID Connect'];

/** The provider's interaction id (url-safe random text). */
export const interactionParams = z.object({ uid: z.string().regex(/^[\w-]{1,64}$/) });

export const oauthInteractionSchema = z.object({
  uid: z.string(),
  consumer: z.object({ _id: z.string(), name: z.string() }),
  /** The scopes asked for, of OIDC.scopes. */
  scopes: z.array(z.enum(OIDC.scopes)),
  /** The host the browser will be sent back to, shown so the person knows where they go. */
  redirectHost: z.string(),
});
export type OauthInteraction = z.infer<typeof oauthInteractionSchema>;

const redirect = z.object({ redirectTo: z.string() });

export const oauthContracts = contractGroup('oauth', {
  interaction: defineContract({
    method: 'GET',
    path: '/api/oauth/interactions/:uid',
    summary: 'What a partner tool asks of the signed-in user (404 when expired or unknown)',
    tags,
    access: access.worker,
    params: interactionParams,
    response: { 200: z.object({ interaction: oauthInteractionSchema }) },
  }),
  confirm: defineContract({
    method: 'POST',
    path: '/api/oauth/interactions/:uid/confirm',
    summary: 'Allow the partner tool to sign the user in; the answer says where the browser goes next',
    tags,
    access: access.worker,
    refusedDuringTakeOver: true,
    params: interactionParams,
    response: { 200: redirect },
  }),
  abort: defineContract({
    method: 'POST',
    path: '/api/oauth/interactions/:uid/abort',
    summary: 'Refuse: the partner tool is told access_denied',
    tags,
    access: access.worker,
    params: interactionParams,
    response: { 200: redirect },
  }),
});
