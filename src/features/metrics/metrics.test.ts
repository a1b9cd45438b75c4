import { afterEach, describe, expect, it, vi } from 'vitest';
import { countersConfigFromDocument, loadCounters, reachGoal } from './index';
import type { MetricsWindow } from './metricsWindow';

const scriptSources = () => [...document.querySelectorAll('script')].map((script) => script.src);
const allCounters = {
  tagManager: 'GTM-TEST',
  socialRetargeting: 'VK-TEST',
  mailCounter: '123',
  headerBidding: true,
  webAnalytics: '456',
  liveChat: 'chat-test',
};

/** The counters as the server's HTML shell hands them over (server/modules/page/shell.ts). */
function configureCounters(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'shop-counters';
  meta.content = content;
  document.head.append(meta);
}

// The module keeps what it loaded for the page's lifetime, so these tests run in order.
describe('metrics', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.querySelector('meta[name="shop-counters"]')?.remove();
  });

  it('R-LAYOUT-13: with no counter configured nothing is requested from outside', () => {
    expect(countersConfigFromDocument()).toEqual({});
    expect(loadCounters(countersConfigFromDocument(), '/')).toEqual([]);
    expect(scriptSources()).toEqual([]);
  });

  it('issue 10 point 6: reads the counters the server hands over, ignoring malformed entries', () => {
    configureCounters(
      JSON.stringify({ ...allCounters, mailCounter: ' ', liveChat: 7, headerBidding: 'true' }),
    );
    expect(countersConfigFromDocument()).toEqual({
      tagManager: 'GTM-TEST',
      socialRetargeting: 'VK-TEST',
      webAnalytics: '456',
    });
  });

  it('issue 10 point 6: a tag that is not JSON configures no counter and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureCounters('{"webAnalytics":');
    expect(countersConfigFromDocument()).toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('shop-counters tag holds no JSON'));
  });

  it('issue 9 point 20: with no counter configured a goal is a silent no-op for the counter', () => {
    const error = vi.spyOn(console, 'error');
    reachGoal('authorized');
    expect(error).not.toHaveBeenCalled();
    expect((window as MetricsWindow).ym).toBeUndefined();
  });

  it('R-LAYOUT-14: a goal sent before the configured counter is initialised logs an error', () => {
    configureCounters(JSON.stringify({ webAnalytics: '456' }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reachGoal('authorized');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('goal "authorized" was sent before'),
    );
  });

  it('R-LAYOUT-13: the chat is not loaded on checkout paths; the other counters are, asynchronously', () => {
    const started = loadCounters(allCounters, '/personal/order/make/');

    expect(started).toEqual([
      'tagManager',
      'socialRetargeting',
      'mailCounter',
      'headerBidding',
      'webAnalytics',
    ]);
    expect(scriptSources().some((src) => src.includes('jivo'))).toBe(false);
    expect([...document.querySelectorAll('script')].every((script) => script.async)).toBe(true);
  });

  it('R-LAYOUT-13: leaving the checkout loads the chat, and nothing is loaded twice', () => {
    expect(loadCounters(allCounters, '/shop/')).toEqual(['liveChat']);
    expect(scriptSources().filter((src) => src.includes('jivo'))).toHaveLength(1);
    expect(loadCounters(allCounters, '/')).toEqual([]);
  });

  it('R-LAYOUT-14: until its script has run the counter is not initialised; goals wait in its queue', () => {
    configureCounters(JSON.stringify(allCounters));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reachGoal('registered', { from: 'popup' });
    // Metrika's documented order: the counter's id first, then the method.
    expect((window as MetricsWindow).ym?.a?.[0]).toEqual([
      '456',
      'init',
      expect.objectContaining({ ecommerce: 'dataLayer' }),
    ]);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('goal "registered" was sent before'),
    );
    expect((window as MetricsWindow).ym?.a?.at(-1)).toEqual([
      '456',
      'reachGoal',
      'registered',
      { from: 'popup' },
    ]);
  });

  it('R-LAYOUT-14: once its script has run, goals reach the counter without an error', () => {
    const script = [...document.querySelectorAll('script')].find((s) => s.src.includes('metrika'));
    script?.dispatchEvent(new Event('load'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reachGoal('authorized', { from: 'popup' });
    expect(error).not.toHaveBeenCalled();
    expect((window as MetricsWindow).ym?.a?.at(-1)).toEqual([
      '456',
      'reachGoal',
      'authorized',
      { from: 'popup' },
    ]);
    expect((window as MetricsWindow).dataLayer?.at(-1)).toEqual({
      event: 'authorized',
      from: 'popup',
    });
  });
});
