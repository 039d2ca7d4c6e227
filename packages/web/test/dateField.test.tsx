// The app's date pickers (decision 141): a day reads as the language writes it (`1.12.2026` in
// Finnish, `1 Dec 2026` in English), weeks start on Monday in both, a click gives the ISO day the
// API takes, and a report's range presets set both days in Helsinki.
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageDatesProvider } from '../src/app/LanguageDatesProvider.tsx';
import { DateField } from '../src/components/DateField.tsx';
import { DateRangeField } from '../src/components/DateRangeField.tsx';
import { applyLocale } from '../src/i18n/index.ts';
import type { DateRange } from '../src/lib/rangePresets.ts';
import { renderWithProviders } from './render.tsx';

afterEach(async () => {
  vi.useRealTimers();
  await applyLocale('fi');
});

function Day({ initial, onDay }: { initial: string | null; onDay?: (day: string | null) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <LanguageDatesProvider>
      <DateField
        label="Päivä"
        value={day}
        onChange={(next) => {
          setDay(next);
          onDay?.(next);
        }}
      />
    </LanguageDatesProvider>
  );
}

const field = () => screen.getByRole('button', { name: /Päivä/ });
/** The weekday names heading the open calendar's columns. */
const weekdays = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('the date picker', () => {
  it('writes the day the Finnish way, starts weeks on Monday and gives the ISO day picked', () => {
    const onDay = vi.fn();
    renderWithProviders(<Day initial="2026-12-01" onDay={onDay} />);
    expect(field().textContent).toBe('1.12.2026');
    fireEvent.click(field());
    expect(weekdays()[0]).toBe('ma');
    expect(weekdays()[6]).toBe('su');
    expect(screen.getByRole('button', { name: 'Valitse kuukausi' }).textContent).toBe('joulukuu 2026');
    const day = document.querySelector('[data-date="2026-12-24"]');
    if (!day) throw new Error('no 24 December in the calendar');
    fireEvent.click(day);
    expect(onDay).toHaveBeenCalledWith('2026-12-24');
    expect(field().textContent).toBe('24.12.2026');
  });

  it('writes the day in English with the month’s name, weeks still from Monday', async () => {
    await applyLocale('en');
    renderWithProviders(<Day initial="2026-12-01" />);
    expect(field().textContent).toBe('1 Dec 2026');
    fireEvent.click(field());
    expect(weekdays()[0]).toBe('Mo');
    expect(screen.getByRole('button', { name: 'Choose a month' }).textContent).toBe('December 2026');
  });

  it('shows nothing for an empty day (a new row) rather than a date', () => {
    renderWithProviders(<Day initial="" />);
    expect(field().textContent).toBe('');
  });
});

function Range({ initial, onRange }: { initial: DateRange; onRange: (range: DateRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <LanguageDatesProvider>
      <DateRangeField
        value={range}
        onChange={(next) => {
          setRange(next);
          onRange(next);
        }}
        testId="report"
      />
    </LanguageDatesProvider>
  );
}

describe('a report’s range', () => {
  it('shows the last day included and sets a preset’s days, counted in Helsinki', () => {
    // 1 Jan 2027 00:30 in Helsinki (still New Year's Eve in the test's New York zone).
    vi.useFakeTimers({ now: new Date('2026-12-31T22:30:00Z'), toFake: ['Date'] });
    const onRange = vi.fn();
    renderWithProviders(<Range initial={{ from: '2026-11-01', to: '2026-12-01' }} onRange={onRange} />);
    expect(screen.getByTestId('report-from').textContent).toBe('1.11.2026');
    expect(screen.getByTestId('report-to').textContent).toBe('30.11.2026');

    fireEvent.click(screen.getByRole('button', { name: 'Edellinen kuukausi' }));
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-12-01', to: '2027-01-01' });
    expect(screen.getByTestId('report-to').textContent).toBe('31.12.2026');
    expect(screen.getByRole('button', { name: 'Edellinen kuukausi' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edellinen neljännes' }));
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2027-01-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Tämä vuosi' }));
    expect(onRange).toHaveBeenLastCalledWith({ from: '2027-01-01', to: '2028-01-01' });
    expect(screen.getByTestId('report-from').textContent).toBe('1.1.2027');
    expect(screen.getByTestId('report-to').textContent).toBe('31.12.2027');
  });

  it('sends the day after the last one picked as the end', () => {
    const onRange = vi.fn();
    renderWithProviders(<Range initial={{ from: '2026-11-01', to: '2026-12-01' }} onRange={onRange} />);
    fireEvent.click(screen.getByTestId('report-to'));
    const day = document.querySelector('[data-date="2026-11-15"]');
    if (!day) throw new Error('no 15 November in the calendar');
    fireEvent.click(day);
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-16' });
    expect(screen.getByRole('button', { name: 'Tämä kuukausi' }).getAttribute('aria-pressed')).toBe('false');
  });
});
