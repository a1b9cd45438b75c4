import { useEffect, useState } from 'react';
import { RESIZE_THROTTLE_MS } from '@ui/constants';
import { useThrottledCallback } from './useThrottledCallback';

/** The window's inner width, updated at most every 55 ms (spec §9, R-LAYOUT-9). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  const onResize = useThrottledCallback(() => setWidth(window.innerWidth), RESIZE_THROTTLE_MS);

  useEffect(() => {
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [onResize]);

  return width;
}
