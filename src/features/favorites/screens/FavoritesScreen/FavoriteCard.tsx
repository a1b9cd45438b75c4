import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { Button } from '@ui/Button';
import { Card } from '@ui/Card';
import { LazyImage } from '@ui/LazyImage';
import { Price } from '@ui/Price';
import type { ProductCard } from '@features/api';

const Body = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
`;

// Three lines on phones, two from 640 px, as on the catalogue cards (issue 9 point 15).
const Name = styled.a`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  @media (min-width: 640px) {
    -webkit-line-clamp: 2;
  }
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    color: var(--color-brand);
  }
`;

export interface FavoriteCardProps {
  product: ProductCard;
  /** The catalogue card's 'В корзину' for this product (issue 9 point 18). */
  basketAction?: ReactNode;
  onRemove: (id: number) => void;
  linkAs?: LinkComponent;
}

/** A saved product: picture, name and price link to it, the basket action and a button that forgets it. */
export function FavoriteCard({ product, basketAction, onRemove, linkAs }: FavoriteCardProps) {
  return (
    <li>
      <Card padding="none" interactive>
        {product.image && <LazyImage src={product.image} alt="" />}
        <Body>
          <Name as={linkAs} href={product.url}>
            {product.name}
          </Name>
          <Price price={product.price} oldPrice={product.old_price ?? undefined} size="s" />
          {basketAction}
          <Button
            variant="secondary"
            size="s"
            iconStart="trash"
            onClick={() => onRemove(product.id)}
            aria-label={`Удалить из избранного: ${product.name}`}
          >
            Удалить
          </Button>
        </Body>
      </Card>
    </li>
  );
}
