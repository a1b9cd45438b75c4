import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { Card } from '@ui/Card';
import { LazyImage } from '@ui/LazyImage';
import { Price } from '@ui/Price';
import type { PurchasedProduct } from '@features/api';
import { formatDate } from '@features/catalog';
import { orderTitle } from '@shared';
import { orderUrl, REVIEWS_PATH } from '../../personalPages';

const Body = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
`;

const Name = styled.a`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    color: var(--color-brand);
  }
`;

const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const OrderLink = styled.a`
  color: inherit;
`;

const Gone = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-weight: 700;
`;

const ReviewLink = styled.a`
  color: var(--color-brand);
  font-size: var(--font-size-sm);
`;

const Blank = styled.div`
  aspect-ratio: 1;
  background: var(--color-brand-blank);
`;

/** The product page's reviews (ProductScreen's section heading id). */
const reviewsAnchorOf = (url: string) => `${url}#product-reviews`;

export interface PurchaseCardProps {
  product: PurchasedProduct;
  /** 'Купить снова' for a product still sold. */
  buyAgain?: ReactNode;
  linkAs?: LinkComponent;
}

/**
 * A bought product: its picture and name link to it, how many were bought and when, its price
 * now, 'Купить снова', and the way to its review.
 */
export function PurchaseCard({ product, buyAgain, linkAs }: PurchaseCardProps) {
  // A product the shop no longer sells has no price in the shopper's city either way.
  const price = product.available ? product.price : null;
  return (
    <li>
      <Card padding="none">
        {product.image ? <LazyImage src={product.image} alt="" /> : <Blank />}
        <Body>
          <Name as={linkAs} href={product.url}>
            {product.name}
          </Name>
          <Muted>
            Куплено {product.quantity} шт., последний раз{' '}
            <time dateTime={product.lastBoughtAt}>{formatDate(product.lastBoughtAt)}</time>,{' '}
            <OrderLink as={linkAs} href={orderUrl(product.lastOrderId)}>
              {orderTitle(product.lastOrderId).toLowerCase()}
            </OrderLink>
          </Muted>
          {price !== null ? <Price price={price} size="s" /> : <Gone>Нет в продаже</Gone>}
          {price !== null && buyAgain}
          {product.reviewId ? (
            <ReviewLink as={linkAs} href={`${REVIEWS_PATH}#review-${product.reviewId}`}>
              Ваш отзыв
            </ReviewLink>
          ) : (
            <ReviewLink as={linkAs} href={reviewsAnchorOf(product.url)}>
              Написать отзыв
            </ReviewLink>
          )}
        </Body>
      </Card>
    </li>
  );
}
