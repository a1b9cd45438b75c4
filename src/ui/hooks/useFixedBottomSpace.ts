import { useLayoutEffect, type RefObject } from 'react';

/**
 * The custom property on `<html>` that says how much of the viewport's bottom a fixed overlay
 * covers. GlobalStyle keeps scrolling (focus, anchors) and the page's end clear of it; a sticky
 * bar at the bottom sits above it with `bottom: var(--fixed-bottom-space, 0px)`.
 */
const FIXED_BOTTOM_SPACE = '--fixed-bottom-space';

/**
 * Publishes, while `active`, the room the fixed element in `ref` takes at the viewport's bottom
 * as `--fixed-bottom-space`, measured before the browser paints and again whenever the element
 * or the window changes size. One such overlay at a time.
 */
export function useFixedBottomSpace(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const publish = () => {
      const space = Math.ceil(window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty(FIXED_BOTTOM_SPACE, `${Math.max(0, space)}px`);
    };
    publish();
    // Without ResizeObserver (jsdom, a browser older than 2020) the window's resizes still count.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(FIXED_BOTTOM_SPACE);
    };
  }, [ref, active]);
}
