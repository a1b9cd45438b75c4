import { useEffect, useRef } from 'react';
import type { EcommerceObject } from './ecommerceObjects';
import { pushEcommerce } from './pushEcommerce';

/**
 * Reports what a page shows (a list's impressions, a product's detail) once per shown `data`: a
 * page's answer is one object per navigation, the same one while the page stays. An effect never
 * runs on the server, so a server-rendered first page is reported once, after hydration; the ref
 * keeps a development StrictMode's second effect run from reporting it twice. `objectOf` is a
 * module-level function, so that only a new `data` makes a new view.
 */
export function useEcommerceView<T extends object>(
  data: T,
  objectOf: (data: T) => EcommerceObject,
): void {
  const reported = useRef<T | null>(null);
  useEffect(() => {
    if (reported.current === data) return;
    reported.current = data;
    pushEcommerce(objectOf(data));
  }, [data, objectOf]);
}
