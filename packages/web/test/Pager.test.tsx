// The pager under the long admin lists: every control a screen reader can name (Mantine draws
// previous and next as icons), a click on one moves the page, and one page of rows shows none.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '../src/components/Pager.tsx';
import { renderWithProviders } from './render.tsx';

describe('Pager', () => {
  it('names each control in Finnish, and the next one moves a page on', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager pages={3} page={1} onChange={onChange} />);
    const unnamed = screen
      .getAllByRole('button')
      .filter((b) => !b.textContent && !b.getAttribute('aria-label'));
    expect(unnamed).toEqual([]);
    expect(screen.getByRole('button', { name: 'Edellinen sivu' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows nothing when the rows fit on one page', () => {
    renderWithProviders(<Pager pages={1} page={1} onChange={() => {}} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
