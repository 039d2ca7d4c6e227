// The notes panel: notes newest first with their author and group; an editor adds a
// note (empty refused before sending) and deletes one after confirming; a reader only reads.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotesPanel } from '../src/components/notes/NotesPanel.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const target = '00000000-0000-4000-8000-000000000801';
const note = (n: number, extra = {}) => ({
  _id: `00000000-0000-4000-8000-00000000090${n}`,
  body: `Muistiinpano ${n}`,
  targetType: 'user',
  target,
  group: 'user-general',
  createdBy: null,
  createdByName: 'Anna Ylläpitäjä',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

function stubApi() {
  let notes = [note(2, { group: 'user-hr' }), note(1)];
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body as string | undefined });
    if (url === `/api/notes/admin?target=${target}`) return Promise.resolve(json({ notes }));
    if (url === '/api/notes/admin' && method === 'POST') {
      const added = { ...note(3), ...JSON.parse(String(init.body)).note };
      notes = [added, ...notes];
      return Promise.resolve(json({ note: added }, 201));
    }
    const removed = notes.find((n) => url === `/api/notes/${n._id}/admin`);
    if (removed && method === 'DELETE') {
      notes = notes.filter((n) => n !== removed);
      return Promise.resolve(json({ note: removed }));
    }
    return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404));
  });
  return calls;
}

describe('the notes panel', () => {
  it('lists notes with author and group; a reader gets no controls', async () => {
    stubApi();
    renderWithProviders(<NotesPanel targetType="user" target={target} canEdit={false} />, {
      client: signedInClient(testUser()),
    });
    const items = await screen.findAllByTestId('note-item');
    expect(items.map((i) => within(i).getByTestId('note-body').textContent)).toEqual([
      'Muistiinpano 2',
      'Muistiinpano 1',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Vain HR')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/Anna Ylläpitäjä/)).toBeTruthy();
    expect(screen.queryByTestId('note-add')).toBeNull();
    expect(screen.queryByTestId('note-remove')).toBeNull();
  });

  it('adds a note (an empty one is refused first) and deletes one after confirming', async () => {
    const calls = stubApi();
    renderWithProviders(<NotesPanel targetType="user" target={target} canEdit />, {
      client: signedInClient(testUser()),
    });
    await screen.findAllByTestId('note-item');
    fireEvent.click(screen.getByTestId('note-add-submit'));
    expect(await screen.findByText('Muistiinpano on pakollinen')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('note-add-body'), { target: { value: '  Toivoo yövuoroja  ' } });
    fireEvent.click(screen.getByTestId('note-add-submit'));
    await waitFor(() => expect(screen.getAllByTestId('note-item')).toHaveLength(3));
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}').note).toEqual({
      body: 'Toivoo yövuoroja',
      group: 'user-general',
      targetType: 'user',
      target,
    });
    expect((screen.getByTestId('note-add-body') as HTMLTextAreaElement).value).toBe('');
    const last = screen.getAllByTestId('note-item').at(-1) as HTMLElement;
    fireEvent.click(within(last).getByTestId('note-remove'));
    expect((await screen.findByTestId('note-remove-dialog')).textContent).toContain('Muistiinpano 1');
    fireEvent.click(screen.getByTestId('note-remove-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('note-item')).toHaveLength(2));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
