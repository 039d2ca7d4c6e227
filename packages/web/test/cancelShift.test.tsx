// Cancelling a shift from its detail, against a stubbed fetch: the form needs a reason, counts
// the message live and sends reason and message; a refusal of the server (already cancelled)
// opens the error dialog and keeps the form. The detail offers the action only for a coming
// shift without a pending cancellation, and says a cancellation is pending.
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysMounted } from '../src/app/overlays.ts';
import CancelShiftForm, {
  validateCancellation,
} from '../src/features/cancellations/worker/CancelShiftForm.tsx';
import { ShiftCancellation } from '../src/features/cancellations/worker/ShiftCancellation.tsx';
import { ShiftDetail } from '../src/features/shifts/ShiftDetail.tsx';
import { json, newQueryClient, renderWithProviders } from './render.tsx';
import { shift as makeShift } from './shiftFixtures.ts';

const HOUR = 3_600_000;
const coming = (): WorkerShift =>
  makeShift({
    from: new Date(Date.now() + 24 * HOUR).toISOString(),
    to: new Date(Date.now() + 32 * HOUR).toISOString(),
  });

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

function setup(shift: WorkerShift, answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const onDone = vi.fn();
  renderWithProviders(<CancelShiftForm shift={shift} onDone={onDone} />, { client: newQueryClient() });
  return { fetch, onDone };
}

describe('CancelShiftForm', () => {
  it('needs a reason, counts the message and sends both', async () => {
    const shift = coming();
    const { fetch, onDone } = setup(shift, async () => json({ cancellation: { _id: 'x' } }, 201));
    fireEvent.click(screen.getByTestId('cancel-submit'));
    await waitFor(() => expect(screen.getByTestId('form-problem')).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Sairaus'));
    fireEvent.change(screen.getByTestId('cancel-message'), { target: { value: 'Flunssa' } });
    expect(screen.getByText('7/400 merkkiä')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cancel-submit'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/cancellations/worker');
    expect(JSON.parse(String(init?.body))).toEqual({ shift: shift._id, reason: 2, message: 'Flunssa' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('a refusal opens the error dialog and keeps the form', async () => {
    const { onDone } = setup(coming(), async () =>
      json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'The shift has a pending cancellation',
          code: 'CONFLICT',
          key: 'cancellation.active',
        },
        409,
      ),
    );
    fireEvent.click(screen.getByLabelText('Tuli este'));
    fireEvent.click(screen.getByTestId('cancel-submit'));
    await waitFor(() => expect(openModal).toHaveBeenCalled());
    // The dialog says why, in the worker's words: the cancellation already waiting.
    const options = openModal.mock.calls[0]?.[0] as { children: ReactNode };
    renderWithProviders(options.children, { client: newQueryClient() });
    expect(screen.getByText('Vuorolla on jo odottava peruutus.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('cancel-form')).toBeTruthy();
  });

  it('refuses a message over the limit', () => {
    expect(validateCancellation({ reason: '1', message: 'x'.repeat(401) }).message).toBeTruthy();
    expect(validateCancellation({ reason: '1', message: 'x'.repeat(400) })).toEqual({});
    expect(validateCancellation({ reason: '', message: '' }).reason).toBeTruthy();
  });
});

// The detail shows the cancellation's part where the drawer puts it (app/pages/MyShiftDrawer.tsx).
describe('ShiftDetail and cancellations', () => {
  const pending = (shift: WorkerShift, approved: 0 | 2 = 0): Cancellation => ({
    _id: 'c1',
    shift: shift._id,
    worker: 'w',
    reason: 2,
    message: '',
    approved,
    decisionMessage: approved === 2 ? 'Ei tuuraajaa' : '',
    decidedAt: null,
    createdAt: new Date().toISOString(),
    workerName: 'Testi',
    shiftInfo: { name: shift.name, from: shift.from, to: shift.to, place: null },
  });
  const render = (shift: WorkerShift, cancellation?: Cancellation) =>
    renderWithProviders(
      <ShiftDetail
        shift={shift}
        now={Date.now()}
        onStamp={() => undefined}
        cancellation={
          <ShiftCancellation
            shift={shift}
            now={Date.now()}
            cancellation={cancellation}
            onCancel={() => undefined}
          />
        }
      />,
      { client: newQueryClient() },
    );

  it('offers to cancel a coming shift', () => {
    render(coming());
    expect(screen.getByTestId('detail-cancel-button').textContent).toBe('Peru vuoro');
  });

  it('not a shift that has started', () => {
    render(
      makeShift({
        from: new Date(Date.now() - HOUR).toISOString(),
        to: new Date(Date.now() + HOUR).toISOString(),
      }),
    );
    expect(screen.queryByTestId('detail-cancel-button')).toBeNull();
  });

  it('says a cancellation is pending and offers no second one', () => {
    const shift = coming();
    render(shift, pending(shift));
    expect(screen.getByTestId('detail-cancellation').textContent).toContain('Peruutus odottaa päätöstä');
    expect(screen.queryByTestId('detail-cancel-button')).toBeNull();
  });

  it("after a rejection shows the admin's words and offers to cancel again", () => {
    const shift = coming();
    render(shift, pending(shift, 2));
    expect(screen.getByTestId('detail-cancellation').textContent).toContain('Ei tuuraajaa');
    expect(screen.getByTestId('detail-cancel-button')).toBeTruthy();
  });
});
