import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onTimeout` after `duration` ms of running time; `pause` and `resume` stop and continue the
 * same countdown. It starts on mount; a duration of 0 or less never fires.
 */
export function usePausableTimeout(onTimeout: () => void, duration: number) {
  const callback = useRef(onTimeout);
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    callback.current = onTimeout;
  }, [onTimeout]);

  const resume = useCallback(() => {
    if (duration <= 0) return;
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => callback.current(), remaining.current);
  }, [duration]);

  const pause = useCallback(() => {
    if (duration <= 0) return;
    clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  }, [duration]);

  useEffect(() => {
    remaining.current = duration;
    resume();
    return () => clearTimeout(timer.current);
  }, [duration, resume]);

  return { pause, resume };
}
