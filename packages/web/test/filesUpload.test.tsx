// The files page's upload queue: a file too big, of a refused type or beyond the free
// space is refused in the browser with its reason, before anything is sent; an accepted one is
// sent as multipart with the server's field names, its progress shown as a bar; the server's own
// refusals read the same as the page's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILES } from '@tuura/domain/limits';
import type { FileEntry } from '@tuura/domain/schemas/file';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import FilesPage from '../src/features/files/FilesPage.tsx';
import { problemOf, sendUpload } from '../src/features/files/sendUpload.ts';
import {
  percentOf,
  planUploads,
  queueReducer,
  refusalOf,
  type UploadItem,
} from '../src/features/files/uploadQueue.ts';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

/** A stand-in for XMLHttpRequest: records what was sent; the test moves it along. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The name of the file part a request sent. */
const partName = (xhr: FakeXhr | undefined) => (xhr?.body?.get('file') as File | null | undefined)?.name;

const newXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

/** A chosen file of `size` bytes (the content itself is not read). */
function chosen(name: string, size: number, type = '') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const stored = (name: string, size: number): FileEntry => ({
  _id: '00000000-0000-4000-8000-0000000000f1',
  type: 'file',
  filename: name,
  isShared: false,
  isSharedWithAll: false,
  isPublic: false,
  size,
  mimeType: 'application/pdf',
  parent: null,
  owner: '00000000-0000-4000-8000-000000000001',
  ownerName: 'Väinö Työntekijä',
  createdAt: '2026-11-24T10:00:00.000Z',
});

let ids = 0;
const newId = () => `row-${++ids}`;

describe('refusals before sending', () => {
  it('refuses a file over the limit, by the domain limit, and takes one at it', () => {
    expect(refusalOf({ name: 'iso.pdf', size: FILES.maxFileBytes + 1 }, null)).toEqual({
      kind: 'tooLarge',
      size: FILES.maxFileBytes + 1,
    });
    expect(refusalOf({ name: 'raja.pdf', size: FILES.maxFileBytes }, null)).toBeNull();
  });

  it('refuses a type spec §5 does not accept, by the name', () => {
    expect(refusalOf({ name: 'ohjelma.exe', size: 10 }, null)).toEqual({ kind: 'type' });
    expect(refusalOf({ name: 'lupa.pdf.exe', size: 10 }, null)).toEqual({ kind: 'type' });
    expect(refusalOf({ name: 'todistus.JPG', size: 10 }, null)).toBeNull();
  });

  it('refuses what does not fit the free space; unknown space refuses nothing', () => {
    expect(refusalOf({ name: 'a.pdf', size: 1001 }, 1000)).toEqual({
      kind: 'quota',
      size: 1001,
      available: 1000,
    });
    expect(refusalOf({ name: 'a.pdf', size: 1000 }, 1000)).toBeNull();
    expect(refusalOf({ name: 'a.pdf', size: 10 ** 9 }, null)).toEqual({ kind: 'tooLarge', size: 10 ** 9 });
  });

  it('lets a batch take the space in order, and a refused file takes none', () => {
    const rows = planUploads(
      [
        { name: 'a.pdf', size: 600 },
        { name: 'b.exe', size: 100 },
        { name: 'c.pdf', size: 300 },
        { name: 'd.pdf', size: 200 },
      ],
      1000,
      newId,
    );
    expect(rows.map((r) => [r.name, r.state, r.problem?.kind ?? null])).toEqual([
      ['a.pdf', 'waiting', null],
      ['b.exe', 'refused', 'type'],
      ['c.pdf', 'waiting', null],
      ['d.pdf', 'refused', 'quota'],
    ]);
    expect(rows[3]?.problem).toEqual({ kind: 'quota', size: 200, available: 100 });
  });
});

describe('a row on its way', () => {
  const row = (): UploadItem[] => planUploads([{ name: 'lupa.pdf', size: 2000 }], null, newId);

  it('goes from waiting through progress to done', () => {
    let items = row();
    const id = items[0]?.id ?? '';
    items = queueReducer(items, { type: 'start', id });
    expect(items[0]?.state).toBe('sending');
    items = queueReducer(items, { type: 'progress', id, loaded: 500 });
    expect(percentOf(items[0] as UploadItem)).toBe(25);
    items = queueReducer(items, { type: 'done', id });
    expect(items[0]?.state).toBe('done');
    expect(percentOf(items[0] as UploadItem)).toBe(100);
    expect(queueReducer(items, { type: 'clearFinished' })).toEqual([]);
  });

  it("is refused on the server's size, type or space answer, and failed on anything else", () => {
    const items = row();
    const id = items[0]?.id ?? '';
    const refused = queueReducer(items, { type: 'fail', id, problem: { kind: 'type' } });
    expect(refused[0]?.state).toBe('refused');
    const failed = queueReducer(items, {
      type: 'fail',
      id,
      problem: { kind: 'error', error: new Error('x') },
    });
    expect(failed[0]?.state).toBe('failed');
  });

  it("reads the server's refusals by their message keys", () => {
    const refusal = (key: string, params?: Record<string, number>) =>
      new ApiError(413, { statusCode: 413, error: 'x', message: 'x', key, ...(params && { params }) });
    expect(problemOf(refusal('file.tooLarge'), 5)).toEqual({ kind: 'tooLarge', size: 5 });
    expect(problemOf(refusal('file.typeRefused'), 5)).toEqual({ kind: 'type' });
    expect(problemOf(refusal('file.quotaExceeded', { available: 3 }), 5)).toEqual({
      kind: 'quota',
      size: 5,
      available: 3,
    });
    expect(problemOf(refusal('server.failed'), 5).kind).toBe('error');
  });
});

describe('sendUpload', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
  });

  it('posts the fields before the file part, reports progress and answers the stored file', async () => {
    const progress: number[] = [];
    const file = chosen('lupa.pdf', 2000, 'application/pdf');
    const upload = sendUpload(file, { parent: 'dir-1', space: 'personal' }, (n) => progress.push(n), newXhr);
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/files/worker']);
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['type', 'parent', 'space', 'file']);
    expect(xhr.body?.get('type')).toBe('file');
    expect(partName(xhr)).toBe('lupa.pdf');
    xhr.progress(1000);
    xhr.progress(2000);
    xhr.respond(201, { file: stored('lupa.pdf', 2000) });
    await expect(upload.done).resolves.toMatchObject({ filename: 'lupa.pdf' });
    expect(progress).toEqual([1000, 2000]);
  });

  it("rejects with the server's error body, and with an AbortError when cancelled", async () => {
    const refused = sendUpload(chosen('a.pdf', 10), {}, () => undefined, newXhr);
    (FakeXhr.sent[0] as FakeXhr).respond(415, {
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'no',
      key: 'file.typeRefused',
    });
    await expect(refused.done).rejects.toMatchObject({ status: 415, body: { key: 'file.typeRefused' } });
    const cancelled = sendUpload(chosen('b.pdf', 10), {}, () => undefined, newXhr);
    cancelled.abort();
    await expect(cancelled.done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the files page uploads', () => {
  const FREE = 800_000_000;
  let listCalls = 0;

  beforeEach(() => {
    FakeXhr.sent = [];
    listCalls = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function renderPage(available = FREE) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/files/size/worker'))
          return json({ used: 2_000_000_000 - available, available, limit: 2_000_000_000 });
        if (url.startsWith('/api/files/worker')) {
          listCalls++;
          return json({ files: [], total: 0, path: [] });
        }
        return json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404);
      }),
    );
    return renderWithProviders(
      <Routes>
        <Route path="/files/:context" element={<FilesPage />} />
      </Routes>,
      { route: '/files/my-files', client: signedInClient(testUser()) },
    );
  }

  const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('shows the space in 1000-based Finnish units', async () => {
    renderPage();
    expect(await screen.findByText('1,2 Gt / 2 Gt')).toBeTruthy();
    expect(screen.getByText('Vapaana 800 Mt')).toBeTruthy();
  });

  it('refuses a too big and a wrong file with their reasons and sends the good one with progress', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1,2 Gt / 2 Gt');
    await user.upload(fileInput(), [
      chosen('iso.pdf', 21_000_000),
      chosen('ohjelma.exe', 100),
      chosen('lupa.pdf', 2000, 'application/pdf'),
    ]);
    const rows = await screen.findAllByTestId('upload-row');
    expect(rows.map((r) => r.getAttribute('data-name'))).toEqual(['iso.pdf', 'ohjelma.exe', 'lupa.pdf']);
    expect(within(rows[0] as HTMLElement).getByRole('alert').textContent).toBe(
      'Liian suuri (21 Mt): tiedosto saa olla enintään 20 Mt.',
    );
    expect(within(rows[1] as HTMLElement).getByRole('alert').textContent).toMatch(
      /^Tämän tyyppistä tiedostoa ei voi lähettää/,
    );
    // Only the accepted file went out.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(partName(xhr)).toBe('lupa.pdf');
    expect(xhr.body?.get('space')).toBe('personal');

    xhr.progress(1000);
    const good = () => screen.getAllByTestId('upload-row')[2] as HTMLElement;
    await waitFor(() =>
      expect(within(good()).getByTestId('upload-progress').getAttribute('data-percent')).toBe('50'),
    );
    expect(within(good()).getByText('Lähetetään 50 %')).toBeTruthy();
    const listedBefore = listCalls;
    xhr.respond(201, { file: stored('lupa.pdf', 2000) });
    await waitFor(() => expect(good().getAttribute('data-state')).toBe('done'));
    expect(within(good()).getByText('Lähetetty')).toBeTruthy();
    // The listing is read again with the new file.
    await waitFor(() => expect(listCalls).toBeGreaterThan(listedBefore));
  });

  it('refuses a file beyond the free space before sending, and tells the server’s quota answer alike', async () => {
    const user = userEvent.setup();
    renderPage(1500);
    await screen.findByText('Vapaana 1,5 kt');
    await user.upload(fileInput(), [chosen('iso.pdf', 2000), chosen('pieni.pdf', 1000)]);
    const rows = await screen.findAllByTestId('upload-row');
    expect(within(rows[0] as HTMLElement).getByRole('alert').textContent).toBe(
      'Tila ei riitä: tiedosto vie 2 kt, vapaana on 1,5 kt.',
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    // Someone else filled the space meanwhile: the server says so, and the row says it the same way.
    (FakeXhr.sent[0] as FakeXhr).respond(413, {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'x',
      key: 'file.quotaExceeded',
      params: { available: 200 },
    });
    const second = () => screen.getAllByTestId('upload-row')[1] as HTMLElement;
    await waitFor(() => expect(second().getAttribute('data-state')).toBe('refused'));
    expect(within(second()).getByRole('alert').textContent).toBe(
      'Tila ei riitä: tiedosto vie 1 kt, vapaana on 200 t.',
    );
  });

  it('sends one file at a time, and a cancelled one leaves the queue', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1,2 Gt / 2 Gt');
    await user.upload(fileInput(), [chosen('a.pdf', 100), chosen('b.pdf', 100)]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getAllByTestId('upload-row').map((r) => r.getAttribute('data-state'))).toEqual([
      'sending',
      'waiting',
    ]);
    await user.click(screen.getByRole('button', { name: 'Peruuta lähetys a.pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(screen.getAllByTestId('upload-row').map((r) => r.getAttribute('data-name'))).toEqual(['b.pdf']);
    expect(partName(FakeXhr.sent[1])).toBe('b.pdf');
  });
});
