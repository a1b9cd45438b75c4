export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on unmount). */
  cancel(): void;
}

/**
 * Calls `fn` at once, then at most once per `ms`: calls made during the wait are folded into one
 * trailing call with the latest arguments, so the last scroll or resize position is never lost.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const startWait = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (pending) {
        const args = pending;
        pending = undefined;
        fn(...args);
        startWait();
      }
    }, ms);
  };

  const throttled = (...args: A) => {
    if (timer !== undefined) {
      pending = args;
      return;
    }
    fn(...args);
    startWait();
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
