import { dataLayer, metricsWindow } from './metricsWindow';
import { injectAsyncScript } from './injectScript';
import { initWebAnalyticsCounter } from './webAnalyticsCounter';
import type { CounterName, CountersConfig } from './countersConfig';

/** Spec §2: the chat widget is disabled on the checkout (paths starting with this). */
const CHAT_FREE_PATH_PREFIX = '/personal/order/make';

/** Each vendor's documented loader: set up its queue, then add its script asynchronously. */
const loaders: { [K in CounterName]-?: (value: NonNullable<CountersConfig[K]>) => void } = {
  tagManager: (id) => {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    injectAsyncScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
  },
  socialRetargeting: (id) => {
    injectAsyncScript('https://vk.com/js/api/openapi.js', () => {
      const vk = metricsWindow().VK;
      vk?.Retargeting.Init(id);
      vk?.Retargeting.Hit();
    });
  },
  mailCounter: (id) => {
    const w = metricsWindow();
    w._tmr ??= [];
    w._tmr.push({ id, type: 'pageView', start: Date.now() });
    injectAsyncScript('https://top-fwz1.mail.ru/js/code.js');
  },
  headerBidding: (enabled) => {
    if (enabled) injectAsyncScript('https://yandex.ru/ads/system/header-bidding.js');
  },
  webAnalytics: initWebAnalyticsCounter,
  liveChat: (id) => injectAsyncScript(`https://code.jivo.ru/widget/${encodeURIComponent(id)}`),
};

/** Counters already loaded in this page: loading is idempotent, so it may run on every navigation. */
const loaded = new Set<CounterName>();

/**
 * Loads the configured counters that are not loaded yet (R-LAYOUT-13); the live chat is skipped on
 * checkout paths. Returns the names it started loading. With an empty config nothing is requested.
 */
export function loadCounters(config: CountersConfig, path: string): CounterName[] {
  const started: CounterName[] = [];
  for (const name of Object.keys(loaders) as CounterName[]) {
    const value = config[name];
    if (!value || loaded.has(name)) continue;
    if (name === 'liveChat' && path.startsWith(CHAT_FREE_PATH_PREFIX)) continue;
    (loaders[name] as (v: typeof value) => void)(value);
    loaded.add(name);
    started.push(name);
  }
  return started;
}
