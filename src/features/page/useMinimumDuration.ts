import { useEffect, useRef, useState } from 'react';

/**
 * A fetch indicator stays visible at least this long, so it does not flicker.
 * @internal exported for a test only
 */
export const FETCH_MIN_DELAY_MS = 200;

/**
 * `active`, but once it turned on it stays on for at least `minimumMs` (R-PAGE-9: a fetch's
 * pending state shows at least 200 ms), so a fast answer does not make the indicator flicker.
 */
export function useMinimumDuration(active: boolean, minimumMs = FETCH_MIN_DELAY_MS): boolean {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!active) return;
    // Only an activation (re)starts the minimum; turning off must not cut it short.
    setHolding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHolding(false), minimumMs);
  }, [active, minimumMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return active || holding;
}
