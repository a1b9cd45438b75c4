import { afterEach, describe, expect, it, vi } from 'vitest';
import { countersConfigFromEnv, loadCounters, reachGoal } from './index';
import type { MetricsWindow } from './metricsWindow';

const scriptSources = () => [...document.querySelectorAll('script')].map((script) => script.src);
const allCounters = {
  tagManagerId: 'GTM-TEST',
  socialRetargetingId: 'VK-TEST',
  mailCounterId: '123',
  headerBidding: true,
  webAnalyticsId: '456',
  liveChatId: 'chat-test',
};

// The module keeps what it loaded for the page's lifetime, so these tests run in order.
describe('metrics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('R-LAYOUT-13: with no counter configured nothing is requested from outside', () => {
    expect(countersConfigFromEnv({})).toEqual({ headerBidding: false });
    expect(loadCounters(countersConfigFromEnv({}), '/')).toEqual([]);
    expect(scriptSources()).toEqual([]);
  });

  it('R-LAYOUT-14: a goal sent before the counter is initialised logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reachGoal('authorized');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('goal "authorized" was sent before'));
  });

  it('R-LAYOUT-13: the chat is not loaded on checkout paths; the other counters are, asynchronously', () => {
    const started = loadCounters(allCounters, '/personal/order/make/');

    expect(started).toEqual([
      'tagManagerId',
      'socialRetargetingId',
      'mailCounterId',
      'headerBidding',
      'webAnalyticsId',
    ]);
    expect(scriptSources().some((src) => src.includes('jivo'))).toBe(false);
    expect([...document.querySelectorAll('script')].every((script) => script.async)).toBe(true);
  });

  it('R-LAYOUT-13: leaving the checkout loads the chat, and nothing is loaded twice', () => {
    expect(loadCounters(allCounters, '/shop/')).toEqual(['liveChatId']);
    expect(scriptSources().filter((src) => src.includes('jivo'))).toHaveLength(1);
    expect(loadCounters(allCounters, '/')).toEqual([]);
  });

  it('R-LAYOUT-14: once initialised, goals reach the counter without an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reachGoal('registered', { from: 'popup' });
    expect(error).not.toHaveBeenCalled();
    const ym = (window as MetricsWindow).ym;
    expect(ym?.a?.at(-1)).toEqual(['456', 'reachGoal', 'registered', { from: 'popup' }]);
    expect((window as MetricsWindow).dataLayer?.at(-1)).toEqual({ event: 'registered', from: 'popup' });
  });
});
