// The offline banner (spec §2): shown while the browser is offline, dismissed for that time
// offline only. Back online and away again before the page drew in between (a flaky network, or
// two events in one frame), it is back: the dismissal once outlived such a short return.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../src/components/OfflineBanner.tsx';
import { renderWithProviders } from './render.tsx';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function go(to: 'online' | 'offline') {
  online = to === 'online';
  window.dispatchEvent(new Event(to));
}

afterEach(() => act(() => go('online')));

describe('the offline banner', () => {
  it('shows offline, hides when dismissed, and comes back the next time offline', async () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => go('offline'));
    expect(screen.getByTestId('offline-banner').textContent).toContain('Ei verkkoyhteyttä');
    fireEvent.click(screen.getByRole('button', { name: 'Piilota ilmoitus' }));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    // Online and offline again within one update: the page never drew the online state.
    act(() => {
      go('online');
      go('offline');
    });
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    act(() => go('online'));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('shows on a page that loads offline', () => {
    online = false;
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
  });
});
