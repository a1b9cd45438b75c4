/** The globals the counters' loader snippets agree on (each vendor documents its own). */
export interface MetricsWindow extends Window {
  /** Tag manager queue; goals are pushed here too, so tag-manager triggers can use them. */
  dataLayer?: Array<Record<string, unknown>>;
  /** Web-analytics counter: a queueing stub until its script arrives. */
  ym?: ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
  /** Mail-service counter queue. */
  _tmr?: Array<Record<string, unknown>>;
  /** Social network SDK with the retargeting pixel. */
  VK?: { Retargeting: { Init(id: string): void; Hit(): void } };
}

export const metricsWindow = (): MetricsWindow => window as MetricsWindow;

/** The tag manager's queue, created on first use (its snippet does the same). */
export function dataLayer(): Array<Record<string, unknown>> {
  const w = metricsWindow();
  w.dataLayer ??= [];
  return w.dataLayer;
}
