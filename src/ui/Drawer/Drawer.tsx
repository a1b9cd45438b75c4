import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Backdrop, CloseButton, useDialogLayer } from '@ui/Modal';
import { durations } from '@ui/tokens';

const slideIn = keyframes`from { transform: translateX(-100%); }`;
const slideOut = keyframes`to { transform: translateX(-100%); }`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--z-drawer);
`;

const Panel = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  display: flex;
  flex-direction: column;
  width: min(360px, calc(100vw - 48px));
  background: var(--color-surface);
  box-shadow: var(--shadow-modal);
  animation: ${slideIn} 200ms ease-out;
  &[data-state='closing'] {
    animation: ${slideOut} 200ms ease-in forwards;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 12px 12px 20px;
  border-bottom: 1px solid var(--color-border);
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: var(--font-size-lg);
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

// Outside the scrolling body, so its action stays on screen however long the content is.
const Footer = styled.div`
  padding: 12px 16px;
  border-top: 1px solid var(--color-border);
`;

export interface DrawerProps {
  /** Whether the drawer is out; it slides back before it unmounts. */
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Heading of the drawer; also its accessible name. */
  title: ReactNode;
  /** Content: the mobile catalogue menu, for example. */
  children?: ReactNode;
  /** Kept at the bottom of the panel below the scrolling content (a filter's apply button). */
  footer?: ReactNode;
}

/**
 * A panel that slides out from the left over a dimmed page (the mobile catalogue menu, spec §2).
 * Opening locks page scroll (R-NAV-3); Escape closes; focus is trapped and returned.
 */
export function Drawer({ open, onClose, title, children, footer }: DrawerProps) {
  const titleId = useId();
  const { panelRef, state, onKeyDown } = useDialogLayer<HTMLDivElement>(
    open,
    onClose,
    durations.drawer,
  );
  if (state === 'closed') return null;

  return createPortal(
    <Layer>
      <Backdrop data-state={state} onClick={onClose} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state={state}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton onClick={onClose} />
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Layer>,
    document.body,
  );
}
