import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Icon } from '@ui/Icon';
import { RouterLink } from '@features/page';
import { LAYOUT_TEXTS } from '../../layoutTexts';

const Burger = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-control);
  background: none;
  color: var(--color-text);
  cursor: pointer;
  &:hover {
    background: var(--color-surface-muted);
  }
`;

/** R-LAYOUT-3, desktop: the brand-violet 'Каталог' button is a link to /shop/. */
export function CatalogLink() {
  return (
    <Button href="/shop/" linkAs={RouterLink} iconStart="menu">
      {LAYOUT_TEXTS.catalog}
    </Button>
  );
}

export interface CatalogMenuButtonProps {
  /** Opens the slide-out catalogue menu. */
  onOpen: () => void;
}

/** R-LAYOUT-3, mobile and tablet: the burger opens the slide-out catalogue menu. */
export function CatalogMenuButton({ onOpen }: CatalogMenuButtonProps) {
  return (
    <Burger type="button" aria-haspopup="dialog" aria-label={LAYOUT_TEXTS.catalog} onClick={onOpen}>
      <Icon name="menu" size={24} />
    </Burger>
  );
}
