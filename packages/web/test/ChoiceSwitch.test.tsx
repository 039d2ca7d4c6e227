// The segmented choice of my shifts (list / week / month, upcoming / past): radio buttons a
// screen reader names, the chosen one marked, a click or the arrow keys choosing another.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceSwitch } from '../src/components/ChoiceSwitch.tsx';
import { renderWithProviders } from './render.tsx';

const data = [
  { value: 'list', label: 'Lista' },
  { value: 'week', label: 'Viikko' },
  { value: 'month', label: 'Kuukausi' },
] as const;

function renderSwitch(value: 'list' | 'week' | 'month' = 'week') {
  const onChange = vi.fn();
  renderWithProviders(
    <ChoiceSwitch value={value} onChange={onChange} data={[...data]} aria-label="Näkymä" />,
  );
  return onChange;
}

describe('ChoiceSwitch', () => {
  it('is a named radio group with the value checked and marked', () => {
    renderSwitch('week');
    const group = screen.getByRole('radiogroup', { name: 'Näkymä' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(screen.getByRole('radio', { name: 'Viikko' }).closest('label')?.hasAttribute('data-active')).toBe(
      true,
    );
    expect(screen.getByRole('radio', { name: 'Lista' }).closest('label')?.hasAttribute('data-active')).toBe(
      false,
    );
    expect(radios.every((r) => group.contains(r))).toBe(true);
  });

  it('tells the chosen value on a click of its label', () => {
    const onChange = renderSwitch('week');
    fireEvent.click(screen.getByText('Kuukausi'));
    expect(onChange).toHaveBeenCalledWith('month');
  });

  it('keeps two switches on one page apart (own radio names)', () => {
    renderSwitch('week');
    renderSwitch('list');
    const names = screen.getAllByRole('radiogroup').map((g) => g.querySelector('input')?.name);
    expect(names).toHaveLength(2);
    expect(names[0]).not.toBe(names[1]);
  });
});
