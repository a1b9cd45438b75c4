import { useLayoutEffect } from 'react';

// Several overlays may lock at once (a confirm dialog above the mobile menu): the page scrolls
// again only when the last of them lets go, and gets back the overflow it had before the first.
let locks = 0;
let overflowBefore = '';

/**
 * Locks page scroll while `active` (body overflow hidden, restored on release).
 * Used by Modal and by the Drawer of the mobile catalogue menu (R-NAV-3).
 */
export function useScrollLock(active: boolean): void {
  // Before paint, so the page never shows a frame that still scrolls under an open overlay.
  useLayoutEffect(() => {
    if (!active) return;
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, [active]);
}
