import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { durations } from '@ui/tokens';
import { Backdrop } from './Backdrop';
import { CloseButton } from './CloseButton';
import { useDialogLayer } from './useDialogLayer';

const rise = keyframes`from { opacity: 0; transform: translateY(12px); }`;
const sink = keyframes`to { opacity: 0; transform: translateY(12px); }`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--z-modal);
  display: grid;
  place-items: center;
  padding: 16px;
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 560px;
  max-height: calc(100dvh - 32px);
  /* The panel itself scrolls (header and footer stick), so the scroll region always holds the
     focusable close button or actions and keyboard users can scroll it (axe scrollable-region-focusable). */
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: var(--radius-popup);
  background: var(--color-surface);
  box-shadow: var(--shadow-modal);
  animation: ${rise} 180ms ease-out;
  &[data-size='sm'] {
    max-width: 400px;
  }
  &[data-size='lg'] {
    max-width: 880px;
  }
  &[data-state='closing'] {
    animation: ${sink} 180ms ease-in forwards;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  background: var(--color-surface);
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 20px 20px 0 24px;
`;

const Title = styled.h2`
  flex: 1;
  margin: 6px 0 0;
  font-size: var(--font-size-lg);
  line-height: 1.3;
`;

const Body = styled.div`
  padding: 12px 24px;
  &:last-child {
    padding-bottom: 24px;
  }
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  background: var(--color-surface);
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 24px 24px;
`;

export interface ModalProps {
  /** Whether the modal is shown; it plays a short leave motion after this turns false. */
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Content under the title. */
  children?: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  /** Panel width: sm 400px, md 560px, lg 880px. */
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Hide the cross button (a confirmation answers with its own buttons). */
  hideCloseButton?: boolean;
}

/**
 * A dialog over a dimmed backdrop, rendered in a portal: focus moves in and is trapped,
 * Escape closes, focus returns to the opener, and the page does not scroll behind it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  hideCloseButton = false,
}: ModalProps) {
  const titleId = useId();
  const { panelRef, state, onKeyDown } = useDialogLayer<HTMLDivElement>(
    open,
    onClose,
    durations.popup,
  );
  if (state === 'closed') return null;

  return createPortal(
    <Layer>
      <Backdrop data-state={state} onClick={onClose} />
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-size={size}
        data-state={state}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {!hideCloseButton && <CloseButton onClick={onClose} />}
        </Header>
        {children !== undefined && <Body>{children}</Body>}
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Panel>
    </Layer>,
    document.body,
  );
}
