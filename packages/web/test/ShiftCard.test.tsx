// A shift in my shifts' list and the week strip as a worker sees them: the times that count in
// Finnish, the stamp state as a colour and a word, "Leimaa" only where a stamp is due, and the
// week with its ISO number and Monday-first days.
import { fireEvent, screen, within } from '@testing-library/react';
import { ApprovalState, BillingStatus, ShiftType } from '@tuura/domain/enums';
import { describe, expect, it, vi } from 'vitest';
import { ShiftCard, ShiftCardList } from '../src/features/shifts/ShiftCard.tsx';
import { WeekStrip } from '../src/features/shifts/WeekStrip.tsx';
import { renderWithProviders } from './render.tsx';
import { shift } from './shiftFixtures.ts';

const AFTER = Date.parse('2026-11-24T12:00:00Z');
const BEFORE = Date.parse('2026-11-22T12:00:00Z');

function renderCard(s: ReturnType<typeof shift>, now = AFTER) {
  const actions = { onOpen: vi.fn(), onStamp: vi.fn() };
  renderWithProviders(
    <ShiftCardList>
      <ShiftCard shift={s} now={now} {...actions} />
    </ShiftCardList>,
  );
  return { card: screen.getByTestId('shift-card'), ...actions };
}

describe('ShiftCard', () => {
  it('a past shift that needs a stamp: red, in words, with "Leimaa"', () => {
    const { card, onStamp, onOpen } = renderCard(shift({}, { required: true }));
    expect(within(card).getByTestId('shift-time').textContent).toBe('ma 23.11. klo 7.00–15.00');
    expect(within(card).getByTestId('shift-customer').textContent).toBe('HUS');
    expect(within(card).getByTestId('shift-department').textContent).toBe('Meilahden päivystys · Aamuvuoro');
    const state = within(card).getByTestId('stamp-state');
    expect(state.textContent).toBe('Leimaus vaaditaan');
    expect(state.getAttribute('data-state')).toBe('required');
    expect(within(card).getByTestId('shift-duration').textContent).toBe('8 h 0 min');
    expect(within(card).getByTestId('billing-status').textContent).toBe('Laskuttamatta');
    fireEvent.click(within(card).getByTestId('stamp-button'));
    expect(onStamp).toHaveBeenCalledWith(shift()._id);
    fireEvent.click(within(card).getByRole('button', { name: /näytä vuoron tiedot/ }));
    expect(onOpen).toHaveBeenCalledWith(shift()._id);
  });

  it('no "Leimaa" before the shift has ended, and no billing status yet', () => {
    const { card } = renderCard(shift({}, { required: true }), BEFORE);
    expect(within(card).queryByTestId('stamp-button')).toBeNull();
    expect(within(card).queryByTestId('billing-status')).toBeNull();
  });

  it('a future shift that needs a stamp: "stamp after the shift" in a neutral colour, not red', () => {
    const { card } = renderCard(shift({}, { required: true }), BEFORE);
    expect(card.getAttribute('data-stamp-state')).toBe('later');
    const state = within(card).getByTestId('stamp-state');
    expect(state.textContent).toBe('Leimaa vuoron jälkeen');
    expect(state.getAttribute('data-state')).toBe('later');
    expect(state.style.getPropertyValue('--badge-color')).not.toContain('red');
    expect(state.style.getPropertyValue('--badge-bg')).toContain('gray');
  });

  it('turns red once the shift has ended, at its end', () => {
    const { card } = renderCard(shift({}, { required: true }), Date.parse(shift().to ?? ''));
    const state = within(card).getByTestId('stamp-state');
    expect(state.textContent).toBe('Leimaus vaaditaan');
    expect(state.style.getPropertyValue('--badge-bg')).toContain('red');
    expect(within(card).getByTestId('stamp-button')).toBeTruthy();
  });

  it('a stamped shift: green "Leimattu", its stamped times count, the plan shown apart', () => {
    const { card } = renderCard(
      shift(
        {},
        { required: true, stamped: true, from: '2026-11-23T05:15:00.000Z', to: '2026-11-23T13:30:00.000Z' },
      ),
    );
    expect(within(card).getByTestId('stamp-state').textContent).toBe('Leimattu');
    expect(within(card).getByTestId('shift-time').textContent).toBe('ma 23.11. klo 7.15–15.30');
    expect(within(card).getByTestId('shift-planned').textContent).toBe(
      'Suunniteltu: ma 23.11. klo 7.00–15.00',
    );
    expect(within(card).getByTestId('shift-duration').textContent).toBe('8 h 15 min');
    expect(within(card).queryByTestId('stamp-button')).toBeNull();
  });

  it('an approved stamp: "Hyväksytty", planned times count again', () => {
    const { card } = renderCard(
      shift(
        { billingStatus: BillingStatus.received },
        {
          required: true,
          stamped: true,
          from: '2026-11-23T05:15:00.000Z',
          to: '2026-11-23T13:30:00.000Z',
          approved: ApprovalState.approved,
        },
      ),
    );
    expect(within(card).getByTestId('stamp-state').textContent).toBe('Hyväksytty');
    expect(within(card).getByTestId('shift-time').textContent).toBe('ma 23.11. klo 7.00–15.00');
    expect(within(card).queryByTestId('shift-planned')).toBeNull();
    expect(within(card).getByTestId('billing-status').textContent).toBe('Maksettu');
  });

  it('a type other than a normal shift is named; no stamp, no stamp state', () => {
    const { card } = renderCard(shift({ type: ShiftType.sick }));
    expect(within(card).getByTestId('shift-type').textContent).toBe('Sairaus');
    expect(within(card).queryByTestId('stamp-state')).toBeNull();
  });
});

describe('WeekStrip', () => {
  const marks = new Map([
    ['2026-11-23', { count: 1, stampNeeded: true }],
    ['2026-11-26', { count: 2, stampNeeded: false }],
  ]);

  it('shows the ISO week, its dates and Monday-first days; days with shifts can be chosen', () => {
    const onDay = vi.fn();
    const onPrevious = vi.fn();
    renderWithProviders(
      <WeekStrip
        monday="2026-11-23"
        today="2026-11-25"
        marks={marks}
        onWeek={vi.fn()}
        onPrevious={onPrevious}
        onNext={vi.fn()}
        onDay={onDay}
      />,
    );
    expect(screen.getByTestId('week-number').textContent).toBe('vk 48');
    expect(screen.getByTestId('week-range').textContent).toBe('23.11.–29.11.2026');
    const days = screen.getAllByTestId('week-day');
    expect(days.map((d) => d.getAttribute('data-date'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days.map((d) => d.textContent?.slice(0, 2))).toEqual(['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su']);
    expect(days[0]?.textContent).toContain('ma 23.11.: 1 vuoro, Leimaus vaaditaan');
    expect(days[1]?.textContent).toContain('ti 24.11.: ei vuoroja');
    expect(days[3]?.textContent).toContain('to 26.11.: 2 vuoroa');
    expect(days[2]?.hasAttribute('data-today')).toBe(true);
    // Only days with shifts are buttons.
    expect(days.map((d) => d.tagName)).toEqual(['BUTTON', 'DIV', 'DIV', 'BUTTON', 'DIV', 'DIV', 'DIV']);
    fireEvent.click(days[3] as HTMLElement);
    expect(onDay).toHaveBeenCalledWith('2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: 'Edellinen viikko' }));
    expect(onPrevious).toHaveBeenCalled();
    // This week is shown: no "this week" button.
    expect(screen.queryByRole('button', { name: 'Tämä viikko' })).toBeNull();
  });

  it('the week of a new year is week 53 of 2026', () => {
    renderWithProviders(
      <WeekStrip
        monday="2026-12-28"
        today="2026-11-25"
        marks={new Map()}
        onWeek={vi.fn()}
        onPrevious={vi.fn()}
        onNext={vi.fn()}
        onDay={vi.fn()}
      />,
    );
    expect(screen.getByTestId('week-number').textContent).toBe('vk 53');
    expect(screen.getByTestId('week-range').textContent).toBe('28.12.–3.1.2027');
    expect(screen.getByRole('button', { name: 'Tämä viikko' })).toBeTruthy();
  });
});
