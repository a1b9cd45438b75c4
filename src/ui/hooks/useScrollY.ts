import { useEffect, useState } from 'react';
import { STICKY_SCROLL_THROTTLE_MS } from '@ui/constants';
import { useThrottledCallback } from './useThrottledCallback';

/** The window's vertical scroll position, updated at most every 50 ms (spec §9, R-LAYOUT-9). */
export function useScrollY(): number {
  // 0 until mounted: the server renders the top of the page, and hydration must draw the same.
  const [scrollY, setScrollY] = useState(0);
  const onScroll = useThrottledCallback(
    () => setScrollY(window.scrollY),
    STICKY_SCROLL_THROTTLE_MS,
  );

  useEffect(() => {
    setScrollY(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [onScroll]);

  return scrollY;
}
