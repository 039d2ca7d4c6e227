// The integrations page's rules: a token's scope in words, the levels an admin may give, the expiry a
// picked date means (Helsinki), the example call, and the redirect URI rows' messages.
import { describe, expect, it } from 'vitest';
import { lockedFor, mayGive } from '../src/components/permissionLevels.ts';
import { validateConsumer } from '../src/features/integrations/consumerValidation.ts';
import {
  curlExample,
  dateOfExpiry,
  discoveryUrl,
  expiryDateRange,
  expiryOfDate,
  hasScope,
  isExpired,
  scopeSummary,
} from '../src/features/integrations/scope.ts';
import '../src/features/integrations/texts.ts';

describe('a token scope', () => {
  it('groups areas by level, edit first, in the menu order', () => {
    expect(scopeSummary({ users: 'read', shifts: 'all', billing: 'read', skills: 'all' })).toEqual({
      all: ['shifts', 'skills'],
      read: ['billing', 'users'],
    });
  });

  it('counts an area only when it gives read or more', () => {
    expect(hasScope({})).toBe(false);
    expect(hasScope({ shifts: 'none' })).toBe(false);
    expect(hasScope({ developer: 'read' })).toBe(true);
  });
});

describe('levels an admin may give', () => {
  const own = { shifts: 'all', billing: 'read' } as const;

  it('are at most their own in each area', () => {
    expect(mayGive(own, 'shifts', 'all')).toBe(true);
    expect(mayGive(own, 'billing', 'read')).toBe(true);
    expect(mayGive(own, 'billing', 'all')).toBe(false);
    expect(mayGive(own, 'users', 'read')).toBe(false);
    expect(mayGive(own, 'users', 'none')).toBe(true);
  });

  it('lock an area that already holds more than their own (another admin gave it)', () => {
    expect(lockedFor(own, { billing: 'all' }, 'billing')).toBe(true);
    expect(lockedFor(own, { billing: 'read' }, 'billing')).toBe(false);
    expect(lockedFor(own, { shifts: 'all' }, 'shifts')).toBe(false);
  });
});

describe('a token expiry', () => {
  it('is the start of the picked day in Helsinki, winter and summer, and reads back as that day', () => {
    expect(expiryOfDate('2027-01-15')).toBe('2027-01-14T22:00:00.000Z');
    expect(expiryOfDate('2027-06-15')).toBe('2027-06-14T21:00:00.000Z');
    expect(dateOfExpiry('2027-06-14T21:00:00.000Z')).toBe('2027-06-15');
    expect(expiryOfDate(null)).toBeNull();
    expect(dateOfExpiry(null)).toBeNull();
  });

  it('is picked from tomorrow to ten years on, counted in Helsinki days', () => {
    // 23.30 in Helsinki on 30 November is still the 30th there (UTC says the 30th too, at 21.30).
    expect(expiryDateRange(new Date('2026-11-30T21:30:00Z'))).toEqual({
      min: '2026-12-01',
      max: '2036-11-27',
    });
    // 00.30 in Helsinki on 1 December: UTC still says 30 November.
    expect(expiryDateRange(new Date('2026-11-30T22:30:00Z')).min).toBe('2026-12-02');
  });

  it('has passed at its instant, and never without one', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(isExpired('2026-11-25T10:00:00Z', now)).toBe(true);
    expect(isExpired('2026-11-25T10:00:01Z', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});

describe('the example calls', () => {
  it('send the token as a bearer header to the admin list of shifts', () => {
    expect(curlExample('https://tuura.example', 'tuura_abc')).toBe(
      'curl -H "Authorization: Bearer tuura_abc" "https://tuura.example/api/shifts/admin?limit=10"',
    );
    expect(discoveryUrl('https://tuura.example')).toBe(
      'https://tuura.example/.well-known/openid-configuration',
    );
  });
});

describe('an auth consumer form', () => {
  it('passes a name with https and loopback http redirect URIs', () => {
    expect(
      validateConsumer({
        name: 'Kumppani',
        redirectUris: ['https://app.example/cb', 'http://localhost:3000/cb'],
      }),
    ).toEqual({});
  });

  it('says under each row what is wrong with it', () => {
    const errors = validateConsumer({
      name: '',
      redirectUris: [
        'http://app.example/cb',
        'https://app.example/cb#x',
        '',
        'https://a.example',
        'https://a.example',
      ],
    });
    expect(errors.name).toBe('Nimi on pakollinen');
    expect(errors['redirectUris.0']).toMatch(/https-osoite/);
    expect(errors['redirectUris.1']).toMatch(/https-osoite/);
    expect(errors['redirectUris.2']).toBe('Kirjoita paluuosoite');
    expect(errors['redirectUris.3']).toBeUndefined();
    expect(errors['redirectUris.4']).toBe('Sama osoite on jo listalla');
  });
});
