import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { usePresence } from '@ui/Modal';
import { durations } from '@ui/tokens';
import { Anchor, PopupPanel } from './PopupPanel';
import { useDismiss } from './useDismiss';

/** Props to spread on the trigger button. */
interface PopupTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

export interface PopupProps {
  /** Renders the trigger (a button) with the given props. */
  trigger: (props: PopupTriggerProps) => ReactNode;
  /** Content; a function gets `close` for items that should close the popup. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the panel. */
  label: string;
  /** Align the panel with the trigger's left (start) or right (end) edge. */
  align?: 'start' | 'end';
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A panel anchored below its trigger: a click toggles it, a click outside or Escape closes it
 * (Escape returns focus to the trigger).
 */
export function Popup({ trigger, children, label, align = 'start', onOpenChange }: PopupProps) {
  const [open, setOpen] = useState(false);
  const state = usePresence(open, durations.popup);
  const anchorRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => change(false), [change]);

  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      close();
      if (reason === 'escape')
        anchorRef.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
    },
    [close],
  );
  useDismiss(anchorRef, open, dismiss);

  return (
    <Anchor ref={anchorRef}>
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId, onClick: () => change(!open) })}
      {state !== 'closed' && (
        <PopupPanel
          id={panelId}
          role="group"
          aria-label={label}
          data-align={align}
          data-state={state}
        >
          {typeof children === 'function' ? children(close) : children}
        </PopupPanel>
      )}
    </Anchor>
  );
}
