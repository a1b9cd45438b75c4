import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { usePresence } from '@ui/Modal';
import { Anchor, PopupPanel, useDismiss } from '@ui/Popup';
import { durations } from '@ui/tokens';
import { useTabNavigation } from './useTabNavigation';

/** Time the pointer has to travel from the trigger into the panel before it closes. */
const HOVER_CLOSE_DELAY_MS = 250;

/** Props to spread on the trigger (a link or a button). */
interface HoverPopupTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
}

export interface HoverPopupProps {
  /** Renders the trigger with the given props; the trigger keeps its own action (a link, a button). */
  trigger: (props: HoverPopupTriggerProps) => ReactNode;
  /** What the panel shows. */
  children: ReactNode;
  /** Accessible name of the panel. */
  label: string;
  /** Align the panel with the trigger's left (start) or right (end) edge. */
  align?: 'start' | 'end';
}

/**
 * A panel that opens while the pointer is over the trigger or when Tab brings the keyboard focus
 * into it (the header's profile popup, spec §2). Other focus does not open it: the sign-in dialog
 * that the trigger opened hands focus back to the trigger as it closes, and a panel popping up
 * then would cover the page the shopper just returned to. It closes a moment after the pointer
 * leaves, so the pointer can cross the gap into the panel, at once when focus leaves, and on
 * Escape.
 */
export function HoverPopup({ trigger, children, label, align = 'end' }: HoverPopupProps) {
  const [open, setOpen] = useState(false);
  const state = usePresence(open, durations.popup);
  const anchorRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();
  const cameByTab = useTabNavigation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);
  const hideLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(hide, HOVER_CLOSE_DELAY_MS);
  };
  const onFocus = () => {
    if (cameByTab()) show();
  };
  const onBlur = (event: FocusEvent) => {
    if (!anchorRef.current?.contains(event.relatedTarget as Node | null)) hide();
  };

  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      // Escape from inside the panel: focus goes back to the trigger instead of being lost.
      if (reason === 'escape' && anchorRef.current?.contains(document.activeElement)) {
        anchorRef.current.querySelector<HTMLElement>('[aria-controls]')?.focus();
      }
      hide();
    },
    [hide],
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useDismiss(anchorRef, open, dismiss);

  return (
    <Anchor
      ref={anchorRef}
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId })}
      {state !== 'closed' && (
        <PopupPanel
          id={panelId}
          role="group"
          aria-label={label}
          data-align={align}
          data-state={state}
        >
          {children}
        </PopupPanel>
      )}
    </Anchor>
  );
}
