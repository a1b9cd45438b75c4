import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '@ui/Popup';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: 100%;
  left: 50%;
  z-index: var(--z-dropdown);
  width: max-content;
  max-width: 280px;
  margin-bottom: 8px;
  padding: 8px 12px;
  border-radius: var(--radius-control);
  background: var(--color-text);
  color: var(--color-text-inverse);
  font-size: var(--font-size-sm);
  line-height: 1.4;
  transform: translateX(-50%);
  &[data-placement='bottom'] {
    top: 100%;
    bottom: auto;
    margin: 8px 0 0;
  }
`;

/** Props to spread on the element the tooltip describes. */
interface TooltipTriggerProps {
  'aria-describedby': string | undefined;
}

export interface TooltipProps {
  /** The hint text. */
  content: ReactNode;
  /** Renders the described element (focusable: a button or a link) with the given props. */
  children: (props: TooltipTriggerProps) => ReactNode;
  /** Above (default) or below the element. */
  placement?: 'top' | 'bottom';
}

/**
 * A short hint shown on hover and on keyboard focus, linked by aria-describedby. It stays while
 * the pointer is over it and Escape hides it (WCAG 1.4.13).
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const id = useId();
  const hide = useCallback(() => setOpen(false), []);
  useDismiss(wrapperRef, open, hide);

  return (
    <Wrapper
      ref={wrapperRef}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={hide}
      onFocus={() => setOpen(true)}
      onBlur={hide}
    >
      {children({ 'aria-describedby': open ? id : undefined })}
      {open && (
        <Bubble id={id} role="tooltip" data-placement={placement}>
          {content}
        </Bubble>
      )}
    </Wrapper>
  );
}
