import styled from 'styled-components';
import { Icon } from '@ui/Icon';

const Button = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-control);
  background: transparent;
  color: var(--color-text-muted);
  cursor: pointer;
  &:hover {
    background: var(--color-surface-muted);
    color: var(--color-text);
  }
`;

export interface CloseButtonProps {
  /** Called on click. */
  onClick: () => void;
  /** Accessible name; the button shows only a cross. */
  label?: string;
}

/** The cross in the corner of a modal, drawer or toast. */
export function CloseButton({ onClick, label = 'Закрыть' }: CloseButtonProps) {
  return (
    <Button type="button" aria-label={label} onClick={onClick}>
      <Icon name="close" size={20} />
    </Button>
  );
}
