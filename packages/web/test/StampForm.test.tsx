// Stamping a shift against a stubbed fetch: prefilled with the planned times, the list shows the
// stamp at once and keeps it on success; a refusal puts the shift back and the server's field
// message goes under its field; an invalid form is not sent, says so in the generic form error
// above the button (no dialog), and shows its field message only then (not before a field is
// touched).
import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import { overlaysMounted } from '../src/app/overlays.ts';
import StampForm from '../src/features/stamps/worker/StampForm.tsx';
import { json, newQueryClient, renderWithProviders } from './render.tsx';
import { shift as makeShift } from './shiftFixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const step = (ms: number) => new Date(Math.floor(ms / (5 * MINUTE)) * 5 * MINUTE).toISOString();

/** A required shift that ended two hours ago (or, with `endsIn`, ends in the future). */
function pastShift(endsIn = -2 * HOUR): WorkerShift {
  const to = step(Date.now() + endsIn);
  return makeShift({ from: new Date(Date.parse(to) - 8 * HOUR).toISOString(), to }, { required: true });
}

beforeAll(() => overlaysMounted());
let openModal: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  openModal = vi.spyOn(modals, 'open').mockReturnValue('modal');
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(shift: WorkerShift, answer: () => Promise<Response>, onCovered = vi.fn()) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const client = newQueryClient();
  const listKey = queryKeys.shiftsBetween('a', 'b');
  client.setQueryData(listKey, [shift]);
  const onDone = vi.fn();
  renderWithProviders(<StampForm shift={shift} onDone={onDone} onCovered={onCovered} />, { client });
  const listed = () => client.getQueryData<WorkerShift[]>(listKey)?.[0];
  return { fetch, onDone, listed };
}

describe('StampForm', () => {
  it('sends the planned times by default; the list shows the stamp before the server answers', async () => {
    const shift = pastShift();
    let answer: (r: Response) => void = () => undefined;
    const { fetch, onDone, listed } = setup(shift, () => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(screen.getByTestId('stamp-message'), { target: { value: 'Kaikki hyvin' } });
    expect(screen.getByText('12/150 merkkiä')).toBeTruthy();
    fireEvent.click(screen.getByTestId('stamp-submit'));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/shifts/${shift._id}/stamp/worker`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      from: shift.from,
      to: shift.to,
      message: 'Kaikki hyvin',
      notCompleted: false,
    });
    expect(listed()?.stamp).toMatchObject({ stamped: true, from: shift.from, to: shift.to });

    const stamped = { ...shift, stamp: { ...shift.stamp, stamped: true, from: shift.from, to: shift.to } };
    answer(json({ shift: stamped }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(listed()?.stamp.stamped).toBe(true);
  });

  it("a refusal puts the shift back and shows the server's message under the field", async () => {
    const shift = pastShift();
    const { onDone, listed } = setup(shift, async () =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid',
          fields: { to: { key: 'after', params: { field: 'to' } } },
        },
        400,
      ),
    );
    fireEvent.click(screen.getByTestId('stamp-submit'));
    await screen.findByText('Lopun on oltava alun jälkeen');
    expect(listed()?.stamp.stamped).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('an end in the future is not sent: the generic form error, and the field message once submitted', async () => {
    const shift = pastShift(HOUR);
    const { fetch } = setup(shift, async () => json({}));
    // Untouched: no message yet.
    expect(screen.queryByText(/minuuttia tulevaisuudessa/)).toBeNull();
    fireEvent.click(screen.getByTestId('stamp-submit'));
    await screen.findByText('Loppuaika voi olla enintään 5 minuuttia tulevaisuudessa');
    // Above the button, no dialog; the cursor in the end field.
    const problem = await screen.findByTestId('form-problem');
    expect(problem.textContent).toBe('Lomakkeessa on virheitäKorjaa merkityt kentät ja yritä uudelleen.');
    expect(problem.nextElementSibling).toBe(screen.getByTestId('stamp-submit'));
    expect(openModal).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('stamp-to')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refusal not about its fields opens the error dialog and says the drawer is covered until it closes', async () => {
    const shift = pastShift();
    const onCovered = vi.fn();
    setup(
      shift,
      async () =>
        json(
          { statusCode: 409, error: 'Conflict', message: 'Already stamped', key: 'stamp.alreadyApproved' },
          409,
        ),
      onCovered,
    );
    fireEvent.click(screen.getByTestId('stamp-submit'));
    await waitFor(() => expect(openModal).toHaveBeenCalled());
    const options = openModal.mock.calls[0]?.[0] as {
      title: string;
      children: ReactNode;
      onClose?: () => void;
    };
    expect(options.title).toBe('Leimaaminen epäonnistui');
    // The dialog says the server's reason in the worker's words, not its English message.
    render(
      <MantineProvider>
        <div data-testid="dialog-body">{options.children}</div>
      </MantineProvider>,
    );
    expect(screen.getByTestId('dialog-body').textContent).toBe(
      'Leimaus on jo hyväksytty, eikä sitä voi enää muuttaa.',
    );
    expect(onCovered).toHaveBeenLastCalledWith(true);
    expect(screen.queryByTestId('form-problem')).toBeNull();
    options.onClose?.();
    expect(onCovered).toHaveBeenLastCalledWith(false);
  });

  it('not completed is sent with the times', async () => {
    const shift = pastShift();
    const { fetch } = setup(shift, async () => json({ shift }));
    fireEvent.click(screen.getByTestId('stamp-not-completed'));
    fireEvent.click(screen.getByTestId('stamp-submit'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ notCompleted: true });
  });
});
