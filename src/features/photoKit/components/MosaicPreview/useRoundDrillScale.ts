import { useLayoutEffect, useState, type RefObject } from 'react';

/** The fewest pixels a drill is drawn with when round: a circle needs a few to read as one. */
const MIN_ROUND_SCALE = 4;

/**
 * Pixels per drill to draw round drills with: about as many device pixels as a drill takes on
 * screen (so the browser shrinks the drawing by at most about two, which it does without moiré),
 * and never fewer than four. Follows the board's width.
 */
export function useRoundDrillScale(board: RefObject<HTMLElement | null>, cols: number): number {
  const [scale, setScale] = useState(MIN_ROUND_SCALE);
  useLayoutEffect(() => {
    const element = board.current;
    if (!element) return;
    const measure = () => {
      const onScreen = (element.clientWidth * window.devicePixelRatio) / cols;
      setScale(Math.max(MIN_ROUND_SCALE, Math.ceil(onScreen)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [board, cols]);
  return scale;
}
