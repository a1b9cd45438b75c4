import { dataLayer, metricsWindow } from './metricsWindow';
import { injectAsyncScript } from './injectScript';

const WEB_ANALYTICS_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

/** Id of the initialised web-analytics counter; null until `initWebAnalyticsCounter` ran. */
let counterId: string | null = null;

/**
 * Creates the counter's queueing stub, initialises it and loads its script asynchronously.
 * Goals sent after this call are queued by the stub even while the script is still loading.
 */
export function initWebAnalyticsCounter(id: string): void {
  const w = metricsWindow();
  if (!w.ym) {
    const queue: unknown[][] = [];
    const ym = Object.assign((...args: unknown[]) => void queue.push(args), { a: queue, l: Date.now() });
    w.ym = ym;
  }
  w.ym('init', id, { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  counterId = id;
  injectAsyncScript(WEB_ANALYTICS_SCRIPT);
}

/**
 * Sends a goal (e.g. 'registered', 'authorized'). It is always pushed to the tag manager's
 * dataLayer as `{ event: name, ...params }`; the web-analytics counter gets it only once
 * initialised. Spec §8 / R-LAYOUT-14: a goal sent before that logs an error.
 */
export function reachGoal(name: string, params?: Record<string, unknown>): void {
  dataLayer().push({ event: name, ...params });
  const ym = metricsWindow().ym;
  if (counterId === null || !ym) {
    console.error(
      `Metrics: goal "${name}" was sent before the web-analytics counter was initialised; ` +
        'the counter did not receive it.',
    );
    return;
  }
  ym(counterId, 'reachGoal', name, params);
}
