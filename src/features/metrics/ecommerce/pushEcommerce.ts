import { dataLayer } from '../metricsWindow';
import type { EcommerceObject } from './ecommerceObjects';

/**
 * Puts an e-commerce object into `window.dataLayer` (created when missing), where the web-analytics
 * counter reads it once loaded (it is initialised with `ecommerce: 'dataLayer'`). Only the page's
 * own array is written: with no counter configured the objects stay in the page and nothing is
 * sent anywhere.
 */
export function pushEcommerce(object: EcommerceObject): void {
  dataLayer().push(object as unknown as Record<string, unknown>);
}
