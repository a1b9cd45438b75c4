import { useEffect, useMemo, useRef } from 'react';
import { throttle, type Throttled } from './throttle';

/**
 * A throttled version of `callback` that keeps one identity while `ms` stays the same and always
 * calls the latest `callback`, so it can be passed to addEventListener once. A pending trailing
 * call is dropped on unmount.
 */
export function useThrottledCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  ms: number,
): Throttled<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const throttled = useMemo(() => throttle((...args: A) => latest.current(...args), ms), [ms]);
  useEffect(() => () => throttled.cancel(), [throttled]);
  return throttled;
}
