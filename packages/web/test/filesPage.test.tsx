// The files page: a non-empty folder is deleted only after a second question, then
// with its contents; what is shared with me has no change controls; the admin's table shows an
// admin at read level no change control; a folder shows its breadcrumb.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileAdminEntry, FileEntry } from '@tuura/domain/schemas/file';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FilesPage from '../src/features/files/FilesPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME = '00000000-0000-4000-8000-000000000001';
const entry = (n: number, extra: Partial<FileEntry> = {}): FileEntry => ({
  _id: `00000000-0000-4000-8000-0000000000a${n}`,
  type: 'file',
  filename: `tiedosto-${n}.pdf`,
  isShared: false,
  isSharedWithAll: false,
  isPublic: false,
  size: 1_234_000,
  mimeType: 'application/pdf',
  parent: null,
  owner: ME,
  ownerName: 'Väinö Työntekijä',
  createdAt: '2026-11-24T10:00:00.000Z',
  ...extra,
});

type Call = { method: string; url: string };

function serve(routes: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url };
      calls.push(call);
      if (url.startsWith('/api/files/size/worker')) return json({ used: 0, available: 2e9, limit: 2e9 });
      return routes(call) ?? json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404);
    }),
  );
  return calls;
}

function renderAt(route: string, permissions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/files/:context" element={<FilesPage />} />
    </Routes>,
    { route, client: signedInClient(testUser({ permissions })) },
  );
}

const rowOf = (name: string) =>
  screen.getAllByTestId('file-row').find((r) => r.getAttribute('data-name') === name) as HTMLElement;

describe('deleting a folder', () => {
  it('asks again when it is not empty, then deletes it with its contents', async () => {
    const user = userEvent.setup();
    const folder = entry(1, { type: 'directory', filename: 'Todistukset', size: 0, mimeType: null });
    let deleted = false;
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.startsWith('/api/files/worker'))
        return json({ files: deleted ? [] : [folder], total: deleted ? 0 : 1, path: [] });
      if (method === 'DELETE' && url === `/api/files/${folder._id}/worker`)
        return json(
          { statusCode: 409, error: 'Conflict', message: 'x', key: 'file.notEmpty', code: 'CONFLICT' },
          409,
        );
      if (method === 'DELETE' && url === `/api/files/${folder._id}/worker?recursive=true`) {
        deleted = true;
        return json({ deleted: 3 });
      }
    });
    renderAt('/files/my-files');
    await screen.findByTestId('file-list');
    await user.click(within(rowOf('Todistukset')).getByTestId('file-menu'));
    await user.click(screen.getByTestId('file-delete'));
    const dialog = screen.getByTestId('delete-dialog');
    expect(dialog.textContent).toContain('Tyhjä kansio poistetaan.');
    await user.click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('delete-dialog').getAttribute('data-not-empty')).toBe('true'),
    );
    expect(screen.getByTestId('delete-dialog').textContent).toContain(
      'Poistetaanko kansio ja kaikki sen sisältö',
    );
    // Nothing recursive was sent before the second answer.
    expect(calls.filter((c) => c.url.includes('recursive'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Poista kansio ja sisältö' }));
    await waitFor(() => expect(screen.queryByTestId('delete-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/files/${folder._id}/worker`,
      `/api/files/${folder._id}/worker?recursive=true`,
    ]);
    expect(await screen.findByTestId('files-empty')).toBeTruthy();
  });
});

describe('what each view lets one do', () => {
  it('offers own files every change, in 1000-based sizes', async () => {
    const user = userEvent.setup();
    serve(({ url }) =>
      url.startsWith('/api/files/worker') ? json({ files: [entry(1)], total: 1, path: [] }) : undefined,
    );
    renderAt('/files/my-files');
    await screen.findByTestId('file-list');
    expect(rowOf('tiedosto-1.pdf').textContent).toContain('1,2 Mt · 24.11.2026');
    await user.click(within(rowOf('tiedosto-1.pdf')).getByTestId('file-menu'));
    for (const id of [
      'file-preview-item',
      'file-download',
      'file-rename',
      'file-move',
      'file-share',
      'file-delete',
    ])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.getByTestId('file-download').getAttribute('href')).toBe(`/api/files/${entry(1)._id}`);
  });

  it('offers files shared with me only opening and downloading, and no upload', async () => {
    const user = userEvent.setup();
    const calls = serve(({ url }) =>
      url.startsWith('/api/files/worker')
        ? json({
            files: [entry(2, { owner: '00000000-0000-4000-8000-000000000077', isShared: true })],
            total: 1,
            path: [],
          })
        : undefined,
    );
    renderAt('/files/shared-with-me');
    await screen.findByTestId('file-list');
    expect(calls.some((c) => c.url.includes('context=shared-with-me'))).toBe(true);
    expect(screen.getByRole('tab', { name: 'Jaetut minulle' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('upload-button')).toBeNull();
    // Whose it is, by name.
    expect(rowOf('tiedosto-2.pdf').textContent).toContain('Väinö Työntekijä · 1,2 Mt');
    await user.click(within(rowOf('tiedosto-2.pdf')).getByTestId('file-menu'));
    expect(screen.getByTestId('file-download')).toBeTruthy();
    for (const id of ['file-rename', 'file-move', 'file-share', 'file-delete'])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it("lets admins who edit files publish into the organisation's space on the public tab", async () => {
    const user = userEvent.setup();
    const form = entry(3, { owner: null, ownerName: null, isPublic: true, filename: 'lomake.pdf' });
    const calls = serve(({ url }) =>
      url.startsWith('/api/files/worker?')
        ? json({ files: [form], total: 1, path: [], writable: true })
        : undefined,
    );
    renderAt('/files/public', { files: 'all' });
    await screen.findByTestId('file-list');
    expect(screen.getByTestId('upload-button')).toBeTruthy();
    expect(screen.getByTestId('new-directory')).toBeTruthy();
    expect(screen.getByText('Organisaation tila')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.includes('space=organization'))).toBe(true));
    expect(rowOf('lomake.pdf').textContent).toContain('Organisaatio · 1,2 Mt');
    await user.click(within(rowOf('lomake.pdf')).getByTestId('file-menu'));
    for (const id of ['file-rename', 'file-share', 'file-delete'])
      expect(screen.getByTestId(id)).toBeTruthy();
    // A move offers the caller's own folders, never the organisation's: not offered.
    expect(screen.queryByTestId('file-move')).toBeNull();
  });

  it('offers no upload on the public tab where the server says the caller may not add', async () => {
    serve(({ url }) =>
      url.startsWith('/api/files/worker?')
        ? json({
            files: [entry(4, { owner: null, ownerName: null, isPublic: true })],
            total: 1,
            path: [],
            writable: false,
          })
        : undefined,
    );
    renderAt('/files/public');
    await screen.findByTestId('file-list');
    expect(screen.queryByTestId('upload-button')).toBeNull();
    expect(screen.queryByTestId('new-directory')).toBeNull();
    expect(screen.queryByTestId('space-bar')).toBeNull();
  });

  it('shows the users tab only to admins who may read files', async () => {
    serve(({ url }) =>
      url.startsWith('/api/files/worker') ? json({ files: [], total: 0, path: [] }) : undefined,
    );
    renderAt('/files/my-files');
    await screen.findByTestId('files-empty');
    expect(screen.queryByRole('tab', { name: 'Käyttäjät' })).toBeNull();
  });

  it("gives an admin at read level the organisation's table without change controls", async () => {
    const user = userEvent.setup();
    const row: FileAdminEntry = {
      ...entry(3, { isShared: true }),
      ownerName: 'Aino Virtanen',
      shareCount: 2,
    };
    const calls = serve(({ url }) =>
      url.startsWith('/api/files/admin') ? json({ files: [row], total: 1 }) : undefined,
    );
    renderAt('/files/users?type=file', { files: 'read' });
    const table = await screen.findByTestId('admin-files-table');
    expect(calls.some((c) => c.url.startsWith('/api/files/admin?') && c.url.includes('type=file'))).toBe(
      true,
    );
    expect(screen.getByTestId('files-read-only')).toBeTruthy();
    expect(table.textContent).toContain('Aino Virtanen');
    expect(table.textContent).toContain('2 jakoa');
    await user.click(within(table).getByTestId('file-menu'));
    expect(screen.getByTestId('file-share').textContent).toBe('Kenelle jaettu');
    expect(screen.queryByTestId('file-delete')).toBeNull();
  });
});

describe('a folder', () => {
  it('shows where it is as a breadcrumb, and lists its entries', async () => {
    const top = '00000000-0000-4000-8000-0000000000d1';
    const inner = '00000000-0000-4000-8000-0000000000d2';
    const calls = serve(({ url }) =>
      url.startsWith('/api/files/worker')
        ? json({
            files: [entry(4, { parent: inner })],
            total: 1,
            path: [
              { _id: top, filename: 'Ohjeet' },
              { _id: inner, filename: 'Lomakkeet' },
            ],
          })
        : undefined,
    );
    renderAt(`/files/${inner}?context=shared-with-me`);
    const crumbs = await screen.findByTestId('files-breadcrumb');
    await screen.findByTestId('file-list');
    expect(
      calls.some((c) => c.url.includes(`parent=${inner}`) && c.url.includes('context=shared-with-me')),
    ).toBe(true);
    expect(within(crumbs).getByRole('link', { name: 'Jaetut minulle' }).getAttribute('href')).toBe(
      '/files/shared-with-me',
    );
    expect(within(crumbs).getByRole('link', { name: 'Ohjeet' }).getAttribute('href')).toBe(
      `/files/${top}?context=shared-with-me`,
    );
    expect(within(crumbs).getByText('Lomakkeet').getAttribute('aria-current')).toBe('page');
  });
});
