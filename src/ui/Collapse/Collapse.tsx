import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@ui/Icon';

const Root = styled.section`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 12px 4px 4px;
`;

const Toggle = styled.button`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 8px;
  border: 0;
  border-radius: var(--radius-control);
  background: transparent;
  font-weight: var(--font-weight-semibold);
  text-align: start;
  cursor: pointer;
  &:hover {
    background: var(--color-surface-muted);
  }
  & > svg {
    transition: transform 180ms ease;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Heading = styled.h3`
  flex: 1;
  display: flex;
  margin: 0;
  font-size: var(--font-size-md);
`;

// Grid rows animate the height from 0 to the content's own height without measuring it.
const Body = styled.div`
  display: grid;
  grid-template-rows: 1fr;
  transition:
    grid-template-rows 180ms ease,
    visibility 180ms;
  &[data-open='false'] {
    grid-template-rows: 0fr;
    visibility: hidden;
  }
`;

const Inner = styled.div`
  overflow: hidden;
`;

const Content = styled.div`
  padding: 4px 16px 16px;
`;

export interface CollapseProps {
  /** Label of the toggle button (a filter item's name). */
  title: ReactNode;
  /** What opens and closes. */
  children: ReactNode;
  /** Controls beside the toggle that stay visible when collapsed (a "use defaults" flag, save). */
  actions?: ReactNode;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /** Called with the new state when the toggle is pressed. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A block with a heading button that shows and hides its body (WAI-ARIA disclosure: the button
 * carries aria-expanded and aria-controls). A collapsed body is hidden from sight, Tab and
 * screen readers.
 */
export function Collapse({
  title,
  children,
  actions,
  defaultOpen = false,
  open,
  onOpenChange,
}: CollapseProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const bodyId = useId();
  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  return (
    <Root>
      <Header>
        <Heading>
          <Toggle type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={toggle}>
            <Icon name="chevron" size={20} />
            {title}
          </Toggle>
        </Heading>
        {actions}
      </Header>
      <Body id={bodyId} data-open={isOpen}>
        <Inner>
          <Content>{children}</Content>
        </Inner>
      </Body>
    </Root>
  );
}
