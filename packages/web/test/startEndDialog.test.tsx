// The start/end form (spec §2, §5) against a stubbed fetch: moving the start moves the end, the
// duration chip and its fallback, the long-shift warning above 1440 minutes, errors only after a
// field is touched and the generic form error on an invalid submit, the overlap check before
// starting, and server field messages under the fields. Times are Helsinki wall-clock times,
// whatever the machine's zone (the tests run in New York).
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysMounted } from '../src/app/overlays.ts';
import { confirmOverlaps } from '../src/features/shifts/overlapCheck.ts';
import { nextShift } from '../src/features/shifts/ShiftHero.tsx';
import { StartEndForm } from '../src/features/shifts/StartEndDialog.tsx';
import { useShiftTimesForm } from '../src/features/shifts/useShiftTimesForm.ts';
import fiCore from '../src/i18n/fi.json';
import fiStartEnd from '../src/i18n/fi.startEnd.json';
import { fromPickerValue, roundedNow, stepBefore, toPickerValue } from '../src/lib/pickerTime.ts';
import { json, renderWithProviders } from './render.tsx';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const shift = (from: string, extra: Partial<WorkerShift> = {}): WorkerShift => ({
  _id: '00000000-0000-4000-8000-000000000001',
  from,
  to: null,
  name: 'Päivystys',
  description: '',
  type: 0,
  stamp: {
    stamped: false,
    required: false,
    from: null,
    to: null,
    notCompleted: false,
    approved: 0,
    message: '',
  },
  billingStatus: 0,
  education: null,
  employer: null,
  template: null,
  department: null,
  salary: '',
  tentativeWorker: '',
  worker: '00000000-0000-4000-8000-0000000000aa',
  submitted: false,
  place: null,
  ...extra,
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
const stubFetch = (handler: Handler) => {
  const fetch = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));

const fi = { ...fiCore, ...fiStartEnd };
beforeAll(() => overlaysMounted());
let openModal: ReturnType<typeof vi.spyOn>;
let openConfirm: ReturnType<typeof vi.spyOn>;
let toast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  openModal = vi.spyOn(modals, 'open').mockReturnValue('modal');
  openConfirm = vi.spyOn(modals, 'openConfirmModal').mockReturnValue('confirm');
  toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('picker times', () => {
  it('are Helsinki wall-clock times both ways, summer and winter', () => {
    expect(toPickerValue('2026-11-23T05:00:00.000Z')).toBe('2026-11-23 07:00:00');
    expect(toPickerValue('2026-07-01T21:30:00.000Z')).toBe('2026-07-02 00:30:00');
    expect(fromPickerValue('2026-11-23 07:00:00')).toBe('2026-11-23T05:00:00.000Z');
    expect(fromPickerValue('2026-07-02 00:30:00')).toBe('2026-07-01T21:30:00.000Z');
    expect(toPickerValue(null)).toBeNull();
    expect(fromPickerValue(null)).toBeNull();
  });

  it('round now to the nearest 5 minutes', () => {
    expect(roundedNow('2026-11-23T05:02:29.000Z')).toBe('2026-11-23T05:00:00.000Z');
    expect(roundedNow('2026-11-23T05:02:31.000Z')).toBe('2026-11-23T05:05:00.000Z');
  });

  it('round the end down to the step, never after now', () => {
    expect(stepBefore('2026-11-23T05:04:59.000Z')).toBe('2026-11-23T05:00:00.000Z');
    expect(stepBefore('2026-11-23T05:05:00.000Z')).toBe('2026-11-23T05:05:00.000Z');
  });
});

describe('the start/end form state', () => {
  const setup = (from: string | null, to: string | null) =>
    renderHook(() =>
      useShiftTimesForm({ mode: 'end', initialValues: { name: 'Päivystys', description: '', from, to } }),
    );

  it('moves the end by as many minutes as the start moved', () => {
    const { result } = setup('2026-11-23T05:00:00.000Z', '2026-11-23T13:00:00.000Z');
    act(() => result.current.setFrom('2026-11-22T04:35:00.000Z'));
    expect(result.current.form.getValues()).toMatchObject({
      from: '2026-11-22T04:35:00.000Z',
      to: '2026-11-22T12:35:00.000Z',
    });
    expect(result.current.duration).toBe('8 h 0 min');
  });

  it('leaves a missing end missing, and the chip falls back to 0 h 0 min', () => {
    const { result } = setup('2026-11-23T05:00:00.000Z', null);
    expect(result.current.duration).toBe('0 h 0 min');
    act(() => result.current.setFrom('2026-11-23T06:00:00.000Z'));
    expect(result.current.form.getValues().to).toBeNull();
    expect(result.current.duration).toBe('0 h 0 min');
    act(() => result.current.setTo('2026-11-23T13:30:00.000Z'));
    expect(result.current.duration).toBe('7 h 30 min');
  });

  it('warns above 1440 minutes, not at exactly 1440', () => {
    const { result } = setup('2026-11-20T05:00:00.000Z', '2026-11-21T05:00:00.000Z');
    expect(result.current.long).toBe(false);
    act(() => result.current.setTo('2026-11-21T05:05:00.000Z'));
    expect(result.current.long).toBe(true);
    expect(result.current.duration).toBe('24 h 5 min');
  });
});

describe('StartEndForm, ending the running shift', () => {
  it('shows the duration so far and the long-shift warning for a shift started 25 hours ago', async () => {
    const from = roundedNow(new Date(Date.now() - 25 * HOUR));
    renderWithProviders(<StartEndForm shift={shift(from)} onDone={() => undefined} />);
    const form = screen.getByTestId('start-end-form');
    expect(form.dataset.mode).toBe('end');
    expect(screen.getByTestId('duration-chip').textContent).toMatch(/^Kesto 2[45] h \d+ min$/);
    expect(within(form).getByTestId('long-shift-warning').textContent).toContain(fi.startEnd.longTitle);
  });

  it('has no warning for an ordinary shift, and the description appears with its toggle', async () => {
    renderWithProviders(
      <StartEndForm shift={shift(roundedNow(new Date(Date.now() - 2 * HOUR)))} onDone={() => undefined} />,
    );
    expect(screen.queryByTestId('long-shift-warning')).toBeNull();
    expect(screen.getByTestId('duration-chip').textContent).toMatch(/^Kesto [12] h \d+ min$/);
    expect(screen.queryByLabelText(fi.startEnd.description)).toBeNull();
    fireEvent.click(screen.getByLabelText(fi.startEnd.addDescription));
    expect(screen.getByLabelText(fi.startEnd.description)).toBeTruthy();
  });

  it('ends the shift with the description and says so', async () => {
    const fetch = stubFetch((_url, init) =>
      json({ shift: { ...shift(bodyOf(init).shift.from), ...bodyOf(init).shift } }),
    );
    const onDone = vi.fn();
    const running = shift(roundedNow(new Date(Date.now() - 2 * HOUR)));
    renderWithProviders(<StartEndForm shift={running} onDone={onDone} />);
    fireEvent.click(screen.getByLabelText(fi.startEnd.addDescription));
    fireEvent.change(screen.getByLabelText(fi.startEnd.description), {
      target: { value: ' Kiireinen ilta ' },
    });
    fireEvent.click(screen.getByTestId('start-end-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/shifts/${running._id}/worker`);
    expect(init?.method).toBe('PUT');
    expect(bodyOf(init).shift).toMatchObject({
      description: 'Kiireinen ilta',
      submitted: true,
      from: running.from,
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: fi.startEnd.ended }),
    );
  });

  it('ends the shift at a time not after now, so it shows as ended at once (not running until the rounded end)', async () => {
    // 07:03:40 in Helsinki rounds to 07:05 to the nearest step: the end must not be that.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T05:03:40.000Z'));
    try {
      const fetch = stubFetch((_url, init) =>
        json({ shift: { ...shift(bodyOf(init).shift.from), ...bodyOf(init).shift } }),
      );
      const onDone = vi.fn();
      renderWithProviders(<StartEndForm shift={shift('2026-11-23T03:00:00.000Z')} onDone={onDone} />);
      fireEvent.click(screen.getByTestId('start-end-submit'));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      const ended = bodyOf(fetch.mock.calls[0]?.[1]).shift;
      expect(ended.to).toBe('2026-11-23T05:00:00.000Z');
      // My shifts' first card no longer offers it as the shift going on now.
      expect(nextShift([shift(ended.from, ended)], Date.now())).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("puts the server's field messages under the fields, with 'Error in ending shift.'", async () => {
    stubFetch(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid shift',
          // As the API names it: the path in the body ({ shift: { to } }).
          fields: { 'shift.to': { key: 'notInFuture', params: { field: 'to', minutes: 5 } } },
        },
        400,
      ),
    );
    const onDone = vi.fn();
    renderWithProviders(
      <StartEndForm shift={shift(roundedNow(new Date(Date.now() - HOUR)))} onDone={onDone} />,
    );
    fireEvent.click(screen.getByTestId('start-end-submit'));
    expect(await screen.findByText('Loppuaika voi olla enintään 5 minuuttia tulevaisuudessa')).toBeTruthy();
    expect(screen.getByTestId('form-problem').textContent).toBe(fi.startEnd.endFailed + fi.errors.formText);
    const to = within(screen.getByTestId('start-end-form')).getAllByRole('button', { name: /Loppuaika/ })[0];
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(to?.getAttribute('aria-invalid')).toBe('true');
    expect(openModal).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('StartEndForm, starting a shift', () => {
  it('shows an error only once the field is touched, and the form error on an invalid submit', async () => {
    const fetch = stubFetch(() => json({}));
    renderWithProviders(<StartEndForm shift={null} onDone={() => undefined} />);
    expect(screen.getByTestId('start-end-form').dataset.mode).toBe('start');
    expect(screen.queryByTestId('start-end-to')).toBeNull();
    expect(screen.queryByTestId('duration-chip')).toBeNull();
    const name = screen.getByLabelText(new RegExp(fi.startEnd.name));
    expect(screen.queryByText('Nimi on pakollinen')).toBeNull();
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText('Nimi on pakollinen')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Päivystys' } });
    expect(screen.queryByText('Nimi on pakollinen')).toBeNull();
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('start-end-submit'));
    const problem = await screen.findByTestId('form-problem');
    expect(problem.textContent).toBe(fi.errors.formTitle + fi.errors.formText);
    expect(openModal).not.toHaveBeenCalled();
    expect(screen.getByText('Nimi on pakollinen')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks overlaps from the start with an open end, then starts the shift unsubmitted', async () => {
    const fetch = stubFetch((url, init) =>
      url === '/api/users/overlaps'
        ? json({ user: { shifts: [], suggestions: [] }, overlaps: false })
        : json({ shift: shift(bodyOf(init).shift.from, { name: bodyOf(init).shift.name }) }, 201),
    );
    const onDone = vi.fn();
    renderWithProviders(<StartEndForm shift={null} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText(new RegExp(fi.startEnd.name)), {
      target: { value: ' Päivystys ' },
    });
    fireEvent.click(screen.getByTestId('start-end-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [check, create] = fetch.mock.calls;
    expect(bodyOf(check?.[1])).toEqual({ from: expect.any(String), to: null });
    expect(create?.[0]).toBe('/api/shifts/worker');
    expect(bodyOf(create?.[1]).shift).toEqual({
      name: 'Päivystys',
      from: bodyOf(check?.[1]).from,
      submitted: false,
    });
    expect(openConfirm).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: fi.startEnd.started }),
    );
  });

  it("puts 'already running' under the start with 'Error in starting shift.'", async () => {
    stubFetch((url) =>
      url === '/api/users/overlaps'
        ? json({ user: { shifts: [], suggestions: [] }, overlaps: false })
        : json(
            {
              statusCode: 409,
              error: 'Conflict',
              message: 'Another shift is already running',
              code: 'CONFLICT',
              key: 'shift.otherRunning',
              fields: { from: { key: 'ongoing' } },
            },
            409,
          ),
    );
    renderWithProviders(<StartEndForm shift={null} onDone={() => undefined} />);
    fireEvent.change(screen.getByLabelText(new RegExp(fi.startEnd.name)), { target: { value: 'Päivystys' } });
    fireEvent.click(screen.getByTestId('start-end-submit'));
    expect(await screen.findByText(fi.validation.ongoing)).toBeTruthy();
    expect(screen.getByTestId('form-problem').textContent).toBe(fi.startEnd.startFailed + fi.errors.formText);
    expect(openModal).not.toHaveBeenCalled();
  });
});

describe('the overlap check', () => {
  const span = { from: '2026-11-23T05:00:00.000Z', to: null };
  const overlapping = shift('2026-11-23T04:00:00.000Z', {
    to: '2026-11-23T12:00:00.000Z',
    submitted: true,
    name: 'Aamuvuoro',
    place: { customer: 'HUS', department: 'Meilahden päivystys' },
  });
  type ConfirmProps = { title: string; onConfirm: () => void; onClose: () => void };
  const lastConfirm = () => openConfirm.mock.calls.at(-1)?.[0] as ConfirmProps;

  it('goes on at once without overlaps', async () => {
    stubFetch(() => json({ user: { shifts: [], suggestions: [] }, overlaps: false }));
    await expect(confirmOverlaps(span)).resolves.toBe(true);
    expect(openConfirm).not.toHaveBeenCalled();
  });

  it('lists the overlaps and asks; confirm goes on, cancel does not', async () => {
    stubFetch(() => json({ user: { shifts: [overlapping], suggestions: [] }, overlaps: true }));
    const onOpen = vi.fn();
    const yes = confirmOverlaps(span, { onOpen });
    await waitFor(() => expect(openConfirm).toHaveBeenCalledTimes(1));
    expect(onOpen).toHaveBeenCalled();
    expect(lastConfirm().title).toBe(fi.startEnd.overlap.title);
    const content = renderWithProviders((lastConfirm() as ConfirmProps & { children: ReactNode }).children);
    expect(content.getByText('ma 23.11. klo 6.00–14.00')).toBeTruthy();
    expect(content.getByText('Aamuvuoro – HUS, Meilahden päivystys')).toBeTruthy();
    expect(content.getByText(fi.startEnd.overlap.question)).toBeTruthy();
    lastConfirm().onConfirm();
    lastConfirm().onClose();
    await expect(yes).resolves.toBe(true);

    const no = confirmOverlaps(span);
    await waitFor(() => expect(openConfirm).toHaveBeenCalledTimes(2));
    lastConfirm().onClose();
    await expect(no).resolves.toBe(false);
  });

  it("says 'check failed' on an API error and still lets the person decide", async () => {
    stubFetch(() => json({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, 500));
    const decided = confirmOverlaps(span);
    await waitFor(() => expect(openConfirm).toHaveBeenCalled());
    expect(lastConfirm().title).toBe(fi.startEnd.overlap.failed);
    lastConfirm().onConfirm();
    await expect(decided).resolves.toBe(true);
  });

  it('shows the error dialog and cancels when nothing answered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const onClose = vi.fn();
    await expect(confirmOverlaps(span, { onClose })).resolves.toBe(false);
    expect(openConfirm).not.toHaveBeenCalled();
    expect(openModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: fi.startEnd.overlap.failed, onClose }),
    );
  });
});
