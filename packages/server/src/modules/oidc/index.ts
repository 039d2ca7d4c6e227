// What other modules may use of the OpenID provider (decision 122): the auth consumers' removal
// forgets what the provider kept for a consumer.
export { forgetConsumer } from './adapter.ts';
