import { describe, expect, it } from 'vitest';
import { AUTH_CONSUMER } from '../../src/limits.ts';
import { authConsumerInput, authConsumerSchema, authConsumerUpdate } from '../../src/schemas/authConsumer.ts';
import { itBoundsLengths, itBoundsName, messages, ONE_LINE, uuid } from './helpers.ts';

const input = { name: 'Palkanlaskenta', redirectUris: ['https://palkat.example.fi/callback'] };
const url = (n: number) => `https://example.fi/${'a'.repeat(n - 19)}`;

describe('auth consumer', () => {
  it('parses the API shape', () => {
    const consumer = {
      _id: uuid(1),
      ...input,
      clientId: uuid(1),
      createdAt: '2025-03-01T08:00:00Z',
      secretCreatedAt: '2025-03-01T08:00:00Z',
    };
    expect(authConsumerSchema.parse(consumer)).toEqual(consumer);
    expect(authConsumerUpdate.parse({ name: 'X' })).toEqual({ name: 'X' });
  });

  itBoundsLengths(authConsumerInput, input, { name: AUTH_CONSUMER.name });
  itBoundsLengths(authConsumerInput, input, { 'redirectUris.0': AUTH_CONSUMER.redirectUri }, url);
  itBoundsName(authConsumerInput, input, 'name', AUTH_CONSUMER.name, ONE_LINE);

  it('takes 1 to 10 redirect URIs', () => {
    expect(messages(authConsumerInput, { ...input, redirectUris: [] }).redirectUris?.key).toBe('minItems');
    const eleven = Array.from({ length: AUTH_CONSUMER.redirectUrisMax + 1 }, (_, i) => `https://a.fi/${i}`);
    expect(authConsumerInput.safeParse({ ...input, redirectUris: eleven.slice(1) }).success).toBe(true);
    expect(messages(authConsumerInput, { ...input, redirectUris: eleven }).redirectUris).toEqual({
      key: 'maxItems',
      params: { field: 'redirectUris', count: AUTH_CONSUMER.redirectUrisMax },
    });
  });

  it('takes only http(s) URLs', () => {
    // An empty or unparsable one is told as such, not thrown on (the API would answer 500).
    for (const bad of ['', ' ', 'not a url', 'https://', 'javascript:alert(1)', 'ftp://example.fi/x'])
      expect(messages(authConsumerInput, { ...input, redirectUris: [bad] })['redirectUris.0']?.key).toBe(
        'format',
      );
  });

  it('names missing and mistyped fields', () => {
    expect(messages(authConsumerInput, { name: 'X' }).redirectUris?.key).toBe('required');
    expect(messages(authConsumerInput, { ...input, redirectUris: 'https://a.fi' }).redirectUris?.key).toBe(
      'type',
    );
  });
});
