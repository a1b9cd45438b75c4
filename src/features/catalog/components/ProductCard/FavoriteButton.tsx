import styled from 'styled-components';
import { Icon } from '@ui/Icon';

const Root = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: var(--color-surface);
  box-shadow: var(--shadow-hover);
  color: var(--color-text-muted);
  cursor: pointer;
  &:hover {
    color: var(--color-brand);
  }
  &[aria-pressed='true'] {
    color: var(--color-error);
  }
`;

export interface FavoriteButtonProps {
  /** The product is in the favorites. */
  pressed: boolean;
  onToggle: () => void;
  /** Names the product in the button's accessible name. */
  productName: string;
  className?: string;
}

/** The heart toggle of a product (spec §4 favorites toggle); aria-pressed tells its state. */
export function FavoriteButton({ pressed, onToggle, productName, className }: FavoriteButtonProps) {
  return (
    <Root
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-label={`В избранное: ${productName}`}
      title={pressed ? 'Убрать из избранного' : 'Добавить в избранное'}
      onClick={onToggle}
    >
      <Icon name="heart" size={22} filled={pressed} />
    </Root>
  );
}
