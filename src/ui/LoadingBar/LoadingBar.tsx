import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@ui/constants';

/**
 * The bar creeps up to this share while waiting; the last stretch is left for the finish.
 * @internal exported for a test only
 */
export const LOADING_BAR_MAX_PERCENT = 90;
/**
 * After the finish the full bar fades out over this time.
 * @internal exported for a test only
 */
export const LOADING_BAR_FADE_MS = 300;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: var(--z-loading);
  height: 3px;
  pointer-events: none;
  &[data-done='true'] {
    opacity: 0;
    transition: opacity ${LOADING_BAR_FADE_MS}ms ease-in;
  }
`;

const Fill = styled.div`
  height: 100%;
  background: var(--color-brand);
  transform-origin: left;
  transition: transform ${LOADING_BAR_THROTTLE_MS}ms linear;
`;

export interface LoadingBarProps {
  /** True while a navigation loads (R-NAV-1 turns it on and off). */
  active: boolean;
  /** Time in which the bar creeps up to LOADING_BAR_MAX_PERCENT (spec §9: 5000 ms by default). */
  duration?: number;
}

interface BarState {
  /** Percent shown, or null while the bar is hidden. */
  progress: number | null;
  done: boolean;
}

const hidden: BarState = { progress: null, done: false };

/**
 * The thin progress bar at the top of the page during navigation (spec §9, R-CONST-4). Like the
 * shop's original loader, `throttle` (200 ms) is both the wait before the bar appears, so quick
 * navigations do not flash it, and the step of its updates; it creeps up over `duration`, then
 * fills and fades out when `active` turns false.
 */
export function LoadingBar({ active, duration = LOADING_BAR_DURATION_MS }: LoadingBarProps) {
  const [bar, setBar] = useState<BarState>(hidden);

  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const step = setInterval(() => {
      const share = Math.min((Date.now() - startedAt) / duration, 1);
      setBar({ progress: share * LOADING_BAR_MAX_PERCENT, done: false });
    }, LOADING_BAR_THROTTLE_MS);
    return () => clearInterval(step);
  }, [active, duration]);

  useEffect(() => {
    if (active) return;
    setBar((shown) => (shown.progress === null ? shown : { progress: 100, done: true }));
    const fade = setTimeout(() => setBar(hidden), LOADING_BAR_FADE_MS);
    return () => clearTimeout(fade);
  }, [active]);

  if (bar.progress === null) return null;
  return (
    <Track
      role="progressbar"
      aria-label="Загрузка страницы"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(bar.progress)}
      data-done={bar.done}
    >
      <Fill style={{ transform: `scaleX(${bar.progress / 100})` }} />
    </Track>
  );
}
