import { useEffect, useState } from 'react';
import { STICKY_SCROLL_THROTTLE_MS } from '@ui/constants';
import { useThrottledCallback } from './useThrottledCallback';

/** The window's vertical scroll position, updated at most every 50 ms (spec §9, R-LAYOUT-9). */
export function useScrollY(): number {
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  const onScroll = useThrottledCallback(
    () => setScrollY(window.scrollY),
    STICKY_SCROLL_THROTTLE_MS,
  );

  useEffect(() => {
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [onScroll]);

  return scrollY;
}
