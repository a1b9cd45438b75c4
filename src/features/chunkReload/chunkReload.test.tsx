import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_AT_KEY, CHUNK_RELOAD_GUARD_MS, createChunkReloader } from './chunkReloader';
import { lazyWithReload, reloadOnPreloadError } from './index';
import { waitForState } from '../../testing/waitForState';

function reloaderAt(startMs: number) {
  const clock = { now: startMs };
  const reload = vi.fn();
  const storage = new Map<string, string>();
  const deps = {
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    now: () => clock.now,
    reload,
  };
  // A new reloader per "page": the page reloads, sessionStorage stays.
  return { clock, reload, storage, nextPage: () => createChunkReloader(deps) };
}

class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ?? this.props.children;
  }
}

const failingChunk = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('failed page chunk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('R-NAV-4: reloads once, then shows the error if the chunk fails again within 60 s', () => {
    const page = reloaderAt(1_000_000);
    expect(page.nextPage().reloadOnce()).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.storage.get(CHUNK_RELOAD_AT_KEY)).toBe('1000000');

    page.clock.now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(page.nextPage().reloadOnce()).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);

    page.clock.now += 1;
    expect(page.nextPage().reloadOnce()).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('R-NAV-4: chunks failing together in one page share a single reload', () => {
    const page = reloaderAt(5_000);
    const reloader = page.nextPage();
    expect(reloader.reloadOnce()).toBe(true);
    expect(reloader.reloadOnce()).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('R-NAV-4: a lazy route keeps its fallback while reloading, and shows the error on the repeat', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const page = reloaderAt(10_000);
    const firstTry = page.nextPage();
    const FirstTry = lazyWithReload(failingChunk, () => firstTry);
    const first = render(
      <ShowError>
        <Suspense fallback="Загрузка…">
          <FirstTry />
        </Suspense>
      </ShowError>,
    );
    await waitForState(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Загрузка…')).toBeTruthy();
    first.unmount();

    const afterReload = page.nextPage();
    const AfterReload = lazyWithReload(failingChunk, () => afterReload);
    render(
      <ShowError>
        <Suspense fallback="Загрузка…">
          <AfterReload />
        </Suspense>
      </ShowError>,
    );
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it("R-NAV-4: Vite's preload error reloads once and is cancelled only while reloading", () => {
    const page = reloaderAt(20_000);
    const target = new EventTarget() as unknown as Window;
    const fire = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };

    const stop = reloadOnPreloadError(target, page.nextPage());
    expect(fire()).toBe(true);
    stop();

    reloadOnPreloadError(target, page.nextPage());
    expect(fire()).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
