// The error page's link says where it goes (login or home), and only a path of this site is
// followed after login.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import { homeFor, safeReturnPath } from '../src/app/paths.ts';
import { ErrorPage } from '../src/features/errors/ErrorPage.tsx';
import fi from '../src/i18n/fi.json';
import { testUser } from './fixtures.ts';
import { newQueryClient, renderWithProviders } from './render.tsx';

function renderErrorPage(status: number, signedIn: boolean) {
  const client = newQueryClient();
  client.setQueryData(
    queryKeys.session,
    signedIn ? { kind: 'user', user: testUser() } : { kind: 'anonymous' },
  );
  renderWithProviders(<ErrorPage status={status} />, { client });
}

describe('ErrorPage', () => {
  it.each([
    [404, true, '/', fi.errors.toHome],
    [404, false, '/auth/login', fi.errors.toLogin],
    [403, false, '/auth/login', fi.errors.toLogin],
    [401, true, '/manage/login', fi.errors.toLogin],
  ])('%i, signed in %s: links to %s, labelled %s', (status, signedIn, href, label) => {
    renderErrorPage(status, signedIn);
    const link = screen.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);
  });
});

describe('safeReturnPath', () => {
  it.each(['/shifts', '/notifications?id=5', '/files/my-files#top', '/a//b'])('follows %s', (p) => {
    expect(safeReturnPath(p)).toBe(p);
  });

  it.each([
    null,
    '',
    'shifts',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('refuses %j', (p) => {
    expect(safeReturnPath(p)).toBeNull();
  });
});

describe('homeFor', () => {
  it("is each role's home: users my shifts, guests their shifts, nobody the login page", () => {
    expect(homeFor({ kind: 'user', user: testUser() })).toBe('/shifts');
    expect(
      homeFor({
        kind: 'guest',
        guest: {
          _id: 'g',
          name: 'G',
          email: 'g@x.fi',
          filters: {
            customerId: null,
            departmentId: null,
            customerName: null,
            departmentName: null,
            days: 7,
            unresolvedName: '',
          },
        },
      }),
    ).toBe('/guest-user');
    expect(homeFor({ kind: 'anonymous' })).toBe('/auth/login');
    expect(homeFor(undefined)).toBe('/auth/login');
  });
});
