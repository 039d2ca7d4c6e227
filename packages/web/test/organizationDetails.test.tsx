// The organisation page's details form and logo card, and the logo in the header: an
// admin saves only what changed and sees the server's field messages under the fields; a reader
// sees disabled fields and no actions; a file the server would refuse is refused before sending.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGO } from '@tuura/domain/limits';
import { allAreasAt } from '@tuura/domain/permissions';
import type { User } from '@tuura/domain/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../src/components/AppHeader.tsx';
import OrganizationPage from '../src/features/organization/OrganizationPage.tsx';
import fiAdmin from '../src/i18n/fi.admin.json';
import fiErrors from '../src/i18n/fi.errors.json';
import { adminOrganization, testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Sent = { url: string; method: string; body: unknown };

function renderPage(
  user: User,
  answer: (url: string, body: unknown) => Response | undefined = () => undefined,
) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const body = init?.body instanceof Blob ? init.body : JSON.parse(String(init?.body ?? 'null'));
      sent.push({ url, method, body });
      const own = answer(url, body);
      if (own) return Promise.resolve(own);
      const org = adminOrganization(0).organization;
      return Promise.resolve(json({ organization: { ...org, ...(body as object) } }));
    }
    if (url === '/api/organization/admin') return Promise.resolve(json(adminOrganization(0)));
    if (url === '/api/holidays/admin' || url.startsWith('/api/holidays'))
      return Promise.resolve(json({ holidays: [] }));
    return Promise.resolve(json({}, 404));
  });
  renderWithProviders(<OrganizationPage />, { client: signedInClient(user), route: '/admin/organization' });
  return sent;
}

const admin = () => testUser({ permissions: allAreasAt('all') });
const reader = () => testUser({ permissions: allAreasAt('read') });
const input = async (id: string) => (await screen.findByTestId(id)) as HTMLInputElement;

describe('the details form', () => {
  it('sends only the changed part: a new name goes to the details call, not the email call', async () => {
    const sent = renderPage(admin());
    fireEvent.change(await input('organization-name-input'), { target: { value: 'Hoiva Oy' } });
    fireEvent.click(screen.getByTestId('organization-details-save'));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/organization/admin', method: 'PUT', body: { name: 'Hoiva Oy', pluginName: '' } },
      ]),
    );
  });

  it("shows the server's field message under the admin email field", async () => {
    const sent = renderPage(admin(), (url) =>
      url === '/api/organization/email/admin'
        ? json(
            {
              statusCode: 400,
              code: 'VALIDATION',
              error: 'Bad Request',
              message: 'Invalid',
              fields: { adminEmail: { key: 'maxLength', params: { field: 'adminEmail', length: 256 } } },
            },
            400,
          )
        : undefined,
    );
    fireEvent.change(await input('organization-email-input'), { target: { value: 'uusi@example.com' } });
    fireEvent.click(screen.getByTestId('organization-details-save'));
    await waitFor(() => expect(sent.map((s) => s.url)).toEqual(['/api/organization/email/admin']));
    const field = await input('organization-email-input');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(
        String(field.getAttribute('aria-describedby'))
          .split(' ')
          .find((id) => id.endsWith('error')) ?? '',
      )?.textContent,
    ).toContain('256');
  });

  it('checks the limits before sending: an 81-character name is not sent', async () => {
    const sent = renderPage(admin());
    fireEvent.change(await input('organization-name-input'), { target: { value: 'N'.repeat(81) } });
    fireEvent.click(screen.getByTestId('organization-details-save'));
    await waitFor(() =>
      expect(
        (screen.getByTestId('organization-name-input') as HTMLInputElement).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(sent).toEqual([]);
  });

  it('a reader sees the values in disabled fields, with no save and no logo actions', async () => {
    renderPage(reader());
    const name = await input('organization-name-input');
    expect(name.value).toBe('Tuura Oy');
    expect(name.disabled).toBe(true);
    expect((await input('organization-email-input')).disabled).toBe(true);
    expect(screen.queryByTestId('organization-details-save')).toBeNull();
    expect(screen.queryByTestId('organization-logo-choose')).toBeNull();
    expect(screen.getByTestId('organization-logo-none').textContent).toBe(fiAdmin.organization.logoNone);
  });
});

describe('choosing a logo', () => {
  const choose = async (file: File) => {
    await screen.findByTestId('organization-logo-choose');
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    expect(picker.accept).toBe(LOGO.contentTypes.join(','));
    fireEvent.change(picker, { target: { files: [file] } });
  };

  it('refuses a file larger than the limit and a text file without sending them', async () => {
    const sent = renderPage(admin());
    const png = new Uint8Array(LOGO.maxBytes + 1);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await choose(new File([png], 'iso.png', { type: 'image/png' }));
    expect((await screen.findByTestId('organization-logo-problem')).textContent).toContain(
      fiErrors.errors.message.logo.tooLarge.split(' (')[0] as string,
    );
    await choose(new File(['ei kuva'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('organization-logo-problem').textContent).toBe(
        fiErrors.errors.message.logo.notImage,
      ),
    );
    expect(sent).toEqual([]);
  });

  it('sends an SVG as the body itself', async () => {
    const sent = renderPage(admin());
    await choose(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    await waitFor(() =>
      expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['PUT /api/organization/logo/admin']),
    );
    expect(sent[0]?.body).toBeInstanceOf(Blob);
  });
});

describe('the logo in the header', () => {
  const renderHeader = (logo: string | null) => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url === '/api/organization'
          ? json({ organization: { _id: 'o', name: 'Hoiva Oy', logo } })
          : json({ notifications: [] }),
      ),
    );
    renderWithProviders(<AppHeader />, { client: signedInClient(testUser()) });
  };

  it("shows the organisation's logo named by the organisation", async () => {
    renderHeader('/api/organization/logo?v=1');
    const img = (await screen.findByTestId('organization-logo')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/organization/logo?v=1');
    expect(img.alt).toBe('Hoiva Oy');
  });

  it('shows no image at all without a logo', async () => {
    renderHeader(null);
    await screen.findByTestId('header-back');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Hoiva Oy' })).toBeNull());
    expect(screen.queryByTestId('organization-logo')).toBeNull();
  });
});
