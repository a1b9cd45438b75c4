import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_BATCH_FLUSH_MS } from './pageAssets';
import { createPageAssetLoader } from './pageAssets';

// Inline scripts really run in jsdom: each marks the document.
const INIT = 'document.documentElement.dataset.slider = "ready"';
const sliderReady = () => document.documentElement.dataset.slider === 'ready';

const assets = () =>
  [...document.querySelectorAll('[data-page-asset]')].map((node) =>
    node.getAttribute('data-page-asset'),
  );

describe('page assets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete document.documentElement.dataset.slider;
  });
  afterEach(() => vi.useRealTimers());

  it('R-PAGE-7: a css or js hash is loaded once however often pages bring it', () => {
    const loader = createPageAssetLoader();
    const css = [{ hash: 'c1', href: '/assets/promo.css' }];
    const js = [{ hash: 'j1', content: 'document.documentElement.dataset.promo = "1"' }];
    loader.loadCss(css);
    loader.runScripts(js);
    loader.loadCss([...css, { hash: 'c2', href: '/assets/other.css' }]);
    loader.runScripts(js);
    expect(assets()).toEqual(['c1', 'c2', 'j1']);
    expect(document.querySelector<HTMLLinkElement>('link[data-page-asset="c1"]')?.rel).toBe(
      'stylesheet',
    );
  });

  it('R-PAGE-7: inline scripts wait for the batch files and run after 3000 ms at the latest', () => {
    const loader = createPageAssetLoader();
    loader.runScripts([
      { hash: 'lib', src: '/assets/slider.js' },
      { hash: 'init', content: INIT },
    ]);
    // jsdom never loads the file: only the fallback flush can run the inline script.
    expect(assets()).toEqual(['lib']);
    vi.advanceTimersByTime(SCRIPT_BATCH_FLUSH_MS - 1);
    expect(sliderReady()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(assets()).toEqual(['lib', 'init']);
    expect(sliderReady()).toBe(true);
  });

  it('R-PAGE-7: the batch flushes as soon as its files have loaded', () => {
    const loader = createPageAssetLoader();
    loader.runScripts([
      { hash: 'lib', src: '/assets/slider.js' },
      { hash: 'init', content: INIT },
    ]);
    document.querySelector('script[data-page-asset="lib"]')?.dispatchEvent(new Event('load'));
    expect(assets()).toEqual(['lib', 'init']);
  });

  it('a page left before its batch flushed does not run it, and brings it again next time', () => {
    const loader = createPageAssetLoader();
    const js = [
      { hash: 'lib', src: '/assets/slider.js' },
      { hash: 'init', content: INIT },
    ];
    const leave = loader.runScripts(js);
    leave();
    vi.advanceTimersByTime(SCRIPT_BATCH_FLUSH_MS);
    expect(sliderReady()).toBe(false);
    loader.runScripts(js);
    expect(assets()).toEqual(['lib', 'init']);
  });
});
