// "To stamp" in my shifts' list (the red alert's "show shifts"): exactly the ended shifts still
// waiting for a stamp, newest first, and no "show more".
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListView } from '../src/features/shifts/ListView.tsx';
import fiShifts from '../src/i18n/fi.shifts.json';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';
import { shift } from './shiftFixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const waitingOld = shift(
  { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Maanantain vuoro' },
  { required: true },
);
const waitingNew = shift(
  {
    _id: '00000000-0000-4000-8000-0000000000a2',
    name: 'Tiistain vuoro',
    from: '2026-11-24T05:00:00.000Z',
    to: '2026-11-24T13:00:00.000Z',
  },
  { required: true },
);
const stamped = shift(
  { _id: '00000000-0000-4000-8000-0000000000a3', name: 'Leimattu vuoro' },
  { required: true, stamped: true, from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T13:00:00.000Z' },
);

describe('the to-stamp list', () => {
  it('lists only the shifts waiting for a stamp, newest first, without show more', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(json({ shifts: [waitingOld, stamped, waitingNew] }));
    });
    renderWithProviders(
      <ListView
        when="stamp"
        today="2026-11-25"
        now={NOW}
        onWhen={() => {}}
        onOpen={() => {}}
        onStamp={() => {}}
      />,
      { client: signedInClient(testUser()) },
    );
    const list = await screen.findByTestId('shift-list');
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(names).toHaveLength(2);
    expect(names[0]).toContain('Tiistain vuoro');
    expect(names[1]).toContain('Maanantain vuoro');
    expect(urls.every((u) => u.includes('stampMissing=true'))).toBe(true);
    expect(screen.queryByRole('button', { name: /Näytä/ })).toBeNull();
    expect(screen.getByRole('radio', { name: fiShifts.shifts.list.stamp, checked: true })).toBeTruthy();
  });
});
