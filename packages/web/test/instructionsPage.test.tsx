// The instructions page: a worker on a phone sees the list, opens a page rendered from
// its stored HTML and goes back, with no edit controls; an admin with all on the organisation
// changes a page's title and the change is sent as the contract's body.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@tuura/domain/enums';
import { allAreasAt } from '@tuura/domain/permissions';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import InstructionsPage from '../src/features/instructions/InstructionsPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

// The editor's and drawers' Mantine controls finish a transition from an animation frame even
// after the last test unmounted them: let it end before the file's page goes away (under load,
// its timer otherwise fired with no \`window\` left and failed the run).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A phone's width: no media query of a wide screen matches. */
function phone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const first = {
  _id: '00000000-0000-4000-8000-000000000701',
  title: 'Leimaaminen',
  language: 'fi' as Locale,
  position: 10,
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const second = { ...first, _id: '00000000-0000-4000-8000-000000000702', title: 'Yhteystiedot', position: 20 };
const body = '<h2>Ennen vuoroa</h2><p>Paina <strong>Aloita vuoro</strong>.</p>';

function stubApi(pages = [first, second]) {
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body as string | undefined });
    if (url === '/api/instructions') return Promise.resolve(json({ instructions: pages }));
    if (url.startsWith('/api/holidays?from='))
      return Promise.resolve(
        json({
          holidays: [
            { _id: first._id, name: 'Juhannusaatto', description: 'Midsummer Eve', date: '2027-06-25' },
          ],
        }),
      );
    const page = pages.find((p) => url.startsWith(`/api/instructions/${p._id}`));
    if (page && method === 'GET') return Promise.resolve(json({ instruction: { ...page, body } }));
    if (page && method === 'PUT') {
      const sent = JSON.parse(String(init.body)).instruction;
      return Promise.resolve(json({ instruction: { ...page, body, ...sent } }));
    }
    return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404));
  });
  return calls;
}

describe('the instructions page', () => {
  it('lets a worker on a phone open a page, read it and go back; no edit controls', async () => {
    phone();
    stubApi();
    renderWithProviders(<InstructionsPage />, { client: signedInClient(testUser()) });
    const links = await screen.findAllByTestId('instruction-link');
    expect(links.map((l) => l.getAttribute('data-title'))).toEqual(['Leimaaminen', 'Yhteystiedot']);
    expect(screen.queryByTestId('instruction-page')).toBeNull();
    expect(screen.queryByTestId('instruction-new')).toBeNull();
    // The coming holidays, read-only, under the list.
    expect((await screen.findByTestId('coming-holiday')).textContent).toBe(
      'pe 25.6.Juhannusaatto · Midsummer Eve',
    );
    fireEvent.click(links[0] as HTMLElement);
    const view = await screen.findByTestId('instruction-body-view');
    expect(within(view).getByRole('heading', { name: 'Ennen vuoroa' })).toBeTruthy();
    expect(within(view).getByText('Aloita vuoro').tagName).toBe('STRONG');
    expect(screen.getByTestId('location').textContent).toBe(`/?page=${first._id}`);
    expect(screen.queryByTestId('instruction-edit')).toBeNull();
    expect(screen.queryAllByTestId('instruction-link')).toEqual([]);
    fireEvent.click(screen.getByTestId('instructions-back'));
    expect(await screen.findAllByTestId('instruction-link')).toHaveLength(2);
  });

  it('tells a worker when there are no pages yet', async () => {
    phone();
    stubApi([]);
    renderWithProviders(<InstructionsPage />, { client: signedInClient(testUser()) });
    expect((await screen.findByTestId('instructions-empty')).textContent).toMatch(/ylläpitäjä lisää/);
  });

  it("lets an admin change a page's title and sends it", async () => {
    phone();
    const calls = stubApi();
    renderWithProviders(<InstructionsPage />, {
      route: `/?page=${second._id}`,
      client: signedInClient(testUser({ permissions: allAreasAt('all') })),
    });
    fireEvent.click(await screen.findByTestId('instruction-edit'));
    const title = await screen.findByTestId('instruction-title');
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Yhteystiedot'));
    fireEvent.change(title, { target: { value: 'Yhteystiedot ja päivystys' } });
    fireEvent.click(screen.getByTestId('instruction-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/instructions/${second._id}/admin`);
    expect(JSON.parse(put?.body ?? '{}').instruction).toMatchObject({
      title: 'Yhteystiedot ja päivystys',
      position: 20,
    });
    expect(await screen.findByTestId('instruction-page')).toBeTruthy();
  });

  it('lists an English reader’s English pages first, the Finnish ones under “In other languages”', async () => {
    phone();
    const english = {
      ...first,
      _id: '00000000-0000-4000-8000-000000000703',
      title: 'Stamping',
      language: 'en' as const,
    };
    stubApi([first, second, english]);
    renderWithProviders(<InstructionsPage />, {
      client: signedInClient(
        testUser({ settings: { darkMode: false, locale: 'en', tfa: { enabled: false } } }),
      ),
    });
    const links = await screen.findAllByTestId('instruction-link');
    expect(links.map((l) => l.getAttribute('data-title'))).toEqual([
      'Stamping',
      'Leimaaminen',
      'Yhteystiedot',
    ]);
    expect(links.map((l) => l.getAttribute('lang'))).toEqual(['en', 'fi', 'fi']);
    const heading = screen.getByTestId('instructions-other-languages');
    expect(heading.compareDocumentPosition(links[1] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(links[0] as Node) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('shows no other-languages heading when every page is in the reader’s language', async () => {
    phone();
    stubApi();
    renderWithProviders(<InstructionsPage />, { client: signedInClient(testUser()) });
    expect(await screen.findAllByTestId('instruction-link')).toHaveLength(2);
    expect(screen.queryByTestId('instructions-other-languages')).toBeNull();
  });

  it('refuses an empty title before sending', async () => {
    phone();
    const calls = stubApi();
    renderWithProviders(<InstructionsPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('all') })),
    });
    fireEvent.click(await screen.findByTestId('instruction-new'));
    fireEvent.click(await screen.findByTestId('instruction-save'));
    expect(await screen.findByTestId('form-problem')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
