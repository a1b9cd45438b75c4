import { dataLayer, metricsWindow } from './metricsWindow';
import { injectAsyncScript } from './injectScript';
import { countersConfigFromDocument } from './countersConfigFromDocument';

const WEB_ANALYTICS_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

/** Id of the initialised web-analytics counter: null until its script has loaded and run. */
let counterId: string | null = null;

/**
 * Creates the counter's queueing stub, queues its initialisation and loads its script
 * asynchronously. The counter is initialised once that script has run: it takes over the stub's
 * queue and is from then on the `ym` function goals go to.
 */
export function initWebAnalyticsCounter(id: string): void {
  const w = metricsWindow();
  if (!w.ym) {
    const queue: unknown[][] = [];
    const ym = Object.assign((...args: unknown[]) => void queue.push(args), {
      a: queue,
      l: Date.now(),
    });
    w.ym = ym;
  }
  // Metrika's call is `ym(id, 'init', options)`, as for every other method. `ecommerce`: the
  // counter reads the e-commerce objects of issue 27 point 2 from `dataLayer`.
  w.ym(id, 'init', {
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    ecommerce: 'dataLayer',
  });
  injectAsyncScript(WEB_ANALYTICS_SCRIPT, () => {
    counterId = id;
  });
}

/**
 * Sends a goal (e.g. 'registered', 'authorized'). It is always pushed to the tag manager's
 * dataLayer as `{ event: name, ...params }`, and to the web-analytics counter when one is
 * configured. Spec §8 / R-LAYOUT-14: a goal sent while that counter is not initialised yet logs an
 * error: such a goal waits in the stub's queue, lost if the script never runs (blocked, refused
 * by the CSP, offline). With no counter configured nobody loses it, so that is silent.
 */
export function reachGoal(name: string, params?: Record<string, unknown>): void {
  dataLayer().push({ event: name, ...params });
  const id = counterId ?? countersConfigFromDocument().webAnalytics;
  if (id === undefined) return;
  if (counterId === null) {
    console.error(
      `Metrics: goal "${name}" was sent before the web-analytics counter was initialised; ` +
        'the counter may not receive it.',
    );
  }
  metricsWindow().ym?.(id, 'reachGoal', name, params);
}
