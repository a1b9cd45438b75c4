import { useCallback, useRef, type KeyboardEvent } from 'react';
import { useFocusTrap } from './useFocusTrap';
import { usePresence } from './usePresence';
import { useScrollLock } from './useScrollLock';

/**
 * What Modal and Drawer share: leave motion, page scroll lock, focus trap with focus return,
 * and Escape to close. Escape is handled on the panel and stops there, so with a dialog over
 * the drawer only the top layer closes.
 */
export function useDialogLayer<T extends HTMLElement>(
  open: boolean,
  onClose: () => void,
  leaveMs: number,
) {
  const panelRef = useRef<T>(null);
  const state = usePresence(open, leaveMs);
  useScrollLock(state !== 'closed');
  const trapTab = useFocusTrap(panelRef, open);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      trapTab(event);
    },
    [onClose, trapTab],
  );

  return { panelRef, state, onKeyDown };
}
