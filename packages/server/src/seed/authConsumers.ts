// A partner tool of the demo organisation (decision 122), so the OpenID sign-in can be tried
// (and the consent journey run) before anyone adds one. Its redirect URI is on this server: the
// browser lands on a page of Tuura's own with the code in the address.
import type { Db } from '../db/client.ts';
import { authConsumers } from '../db/schema/index.ts';
import { sha256 } from '../lib/tokens.ts';

export const DEMO_AUTH_CONSUMER = {
  id: '5e0c7d1a-7c1e-4a59-9f1e-0d3a2b6c9e17',
  name: 'Vuorokalenteri',
  /** Demo data only: a known secret, like the demo accounts' known password. */
  secret: 'demo-client-secret',
  redirectPath: '/oauth/demo-callback',
} as const;

export async function seedAuthConsumer(db: Db, organizationId: string, publicUrl: URL) {
  await db.insert(authConsumers).values({
    id: DEMO_AUTH_CONSUMER.id,
    organizationId,
    name: DEMO_AUTH_CONSUMER.name,
    redirectUris: [new URL(DEMO_AUTH_CONSUMER.redirectPath, publicUrl.origin).href],
    secretHash: sha256(DEMO_AUTH_CONSUMER.secret),
  });
}
