// Auth consumer (spec §3): an integration that signs users in through us (OpenID Connect) and is
// sent back to one of its registered redirect URIs, matched exactly (decision 122).
import { z } from 'zod';
import { AUTH_CONSUMER } from '../limits.ts';
import { customIssue } from '../validation.ts';
import { dateTime, id, nameText } from './common.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * What a URL parser drops or reads as '/' (whitespace, controls, backslash) and invisible format
 * characters (bidi controls among them) that show a person another address: with them the stored text is not the address the browser goes to.
 */
const HIDDEN_IN_URL = /[\p{Cc}\p{Cf}\p{Z}\\]/u;
/** The scheme, then `//` and a host, as written: `https:host` and `https:///host` parse too. */
const WITH_AUTHORITY = /^https?:\/\/[^/]/i;

/**
 * Where a consumer may be sent back: https, or http on this machine's loopback (a partner's
 * development setup); never a fragment or credentials in the URL (OAuth 2.0 §3.1.2), nor anything
 * a parser would read otherwise than it is written. Kept exactly
 * as written: matching is by the whole string.
 */
export const redirectUri = z
  .string()
  .trim()
  .max(AUTH_CONSUMER.redirectUri)
  .superRefine((value, ctx) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    const secure =
      url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    const plain = WITH_AUTHORITY.test(value) && !HIDDEN_IN_URL.test(value);
    if (!url || !secure || !plain || !url.hostname || value.includes('#') || url.username || url.password)
      ctx.addIssue(customIssue('format', [], { format: 'url' }));
  })
  .meta({ format: 'uri', description: 'https, or http on localhost; no fragment or credentials' });

const redirectUris = z
  .array(redirectUri)
  .min(AUTH_CONSUMER.redirectUrisMin)
  .max(AUTH_CONSUMER.redirectUrisMax)
  .superRefine((uris, ctx) => {
    const seen = new Set<string>();
    uris.forEach((uri, i) => {
      if (seen.has(uri)) ctx.addIssue(customIssue('duplicate', [i]));
      seen.add(uri);
    });
  })
  .meta({ uniqueItems: true });

export const authConsumerSchema = z.object({
  _id: id,
  name: z.string(),
  /** The OAuth client_id partners configure: the consumer's id. */
  clientId: z.string(),
  redirectUris: z.array(z.string()),
  createdAt: dateTime,
  /** When a client secret was last issued (it is never shown again). */
  secretCreatedAt: dateTime,
});
export type AuthConsumer = z.infer<typeof authConsumerSchema>;

export const authConsumerInput = z.object({
  name: nameText(AUTH_CONSUMER.name),
  redirectUris,
});
export const authConsumerUpdate = z.object({
  name: nameText(AUTH_CONSUMER.name).optional(),
  redirectUris: redirectUris.optional(),
  /** Issue a new client secret; the old one stops working at once. */
  renewSecret: z.boolean().optional(),
});

/** Create and renew answer the secret once; it is stored hashed and never shown again. */
export const authConsumerWithSecret = z.object({
  consumer: authConsumerSchema,
  clientSecret: z.string().nullable(),
});
