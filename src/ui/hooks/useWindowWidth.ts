import { useEffect, useState } from 'react';
import { RESIZE_THROTTLE_MS } from '@ui/constants';
import { useThrottledCallback } from './useThrottledCallback';

/** The window's inner width, updated at most every 55 ms (spec §9, R-LAYOUT-9). */
export function useWindowWidth(): number {
  // 0 until mounted: the server knows no window, and hydration must draw what it drew.
  const [width, setWidth] = useState(0);
  const onResize = useThrottledCallback(() => setWidth(window.innerWidth), RESIZE_THROTTLE_MS);

  useEffect(() => {
    setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [onResize]);

  return width;
}
