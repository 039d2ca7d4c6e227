// What waits for the first screen (dialog hosts, update dialog, saving the cache): it comes only
// once no query is out, online, and never blanks the page when its chunk fails to load.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen } from '../src/components/AfterFirstScreen.tsx';

function Page({ answer }: { answer: Promise<string> }) {
  const { data } = useQuery({ queryKey: ['page'], queryFn: () => answer });
  return <p>{data ?? 'loading'}</p>;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Lets idle callbacks and timers run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setOnline(true);
});

/** A page (`page`) with `extra` after its first screen, in an app of its own. */
function renderPage(page: ReactNode, extra: ReactNode = <p>extra</p>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      {page}
      <AfterFirstScreen>{extra}</AfterFirstScreen>
    </QueryClientProvider>,
  );
}

describe('AfterFirstScreen', () => {
  it('shows its children only after the page has its data', async () => {
    let answer = (_: string) => {};
    const pending = new Promise<string>((resolve) => {
      answer = resolve;
    });
    renderPage(<Page answer={pending} />);
    await settle();
    expect(screen.queryByText('extra')).toBeNull();
    await act(async () => answer('shifts'));
    await settle();
    expect(screen.getByText('shifts')).toBeTruthy();
    expect(screen.getByText('extra')).toBeTruthy();
  });

  it('waits while offline, and comes once online again', async () => {
    setOnline(false);
    renderPage(null);
    await settle();
    expect(screen.queryByText('extra')).toBeNull();
    act(() => setOnline(true));
    await settle();
    expect(screen.getByText('extra')).toBeTruthy();
  });

  it('shows nothing, and keeps the page, when its children fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function FailedChunk(): never {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    renderPage(<p>page</p>, <FailedChunk />);
    await settle();
    expect(screen.getByText('page')).toBeTruthy();
  });
});
