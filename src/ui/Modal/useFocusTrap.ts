import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

function returnFocus(opener: HTMLElement | null) {
  if (opener?.isConnected) opener.focus();
}

/**
 * Focus management of a modal layer (WAI-ARIA dialog pattern): on open, focus moves into the
 * panel (the element marked `data-autofocus`, else the panel itself, so screen readers read the
 * dialog's name first and the next Tab reaches its first control);
 * Tab and Shift+Tab cycle inside it; on close, focus returns to the element that opened it.
 * Returns the keydown handler to put on the panel.
 */
export function useFocusTrap(panelRef: RefObject<HTMLElement | null>, active: boolean) {
  const openerRef = useRef<HTMLElement | null>(null);

  // Layout effects, so the first key the user presses already lands inside the panel. Focus goes
  // back in the effect body, not in a cleanup: cleanups run before React restores the focus it saw
  // at the start of the commit (the close button), which would undo ours.
  useLayoutEffect(() => {
    if (!active) {
      returnFocus(openerRef.current);
      openerRef.current = null;
      return;
    }
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? panel).focus();
    }
  }, [active, panelRef]);

  // Unmounted while open: the focused element leaves with the panel, so nothing undoes this.
  useLayoutEffect(() => () => returnFocus(openerRef.current), []);

  return useCallback(
    (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === panel)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [panelRef],
  );
}
