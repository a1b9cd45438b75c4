import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { formatPrice } from '@ui/format';
import { LazyImage } from '@ui/LazyImage';
import { Price } from '@ui/Price';
import type { OrderLine } from '@features/api';
import { PhotoKitOptions, PhotoKitThumb } from '@features/photoKit';

// The order's totals follow under the lines.
const List = styled.ul`
  display: grid;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  & > li + li {
    border-top: 1px solid var(--color-border);
  }
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  gap: 4px 12px;
  align-items: start;
  padding: 12px 0;
`;

const Picture = styled.div`
  grid-row: span 2;
  width: 64px;
  border-radius: var(--radius-control);
  overflow: hidden;
`;

const Blank = styled.div`
  aspect-ratio: 1;
  background: var(--color-brand-blank);
`;

const Name = styled.a`
  color: var(--color-text);
  overflow-wrap: anywhere;
  text-decoration: none;
  &[href]:hover {
    color: var(--color-brand);
  }
`;

const Sum = styled.p`
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Each = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  grid-column: 2 / -1;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  linkAs?: LinkComponent;
}

/**
 * The order's products at the prices of the order: picture, name linking to the product (a
 * product gone from the catalogue keeps its name, unlinked), price, quantity and sum. A kit made
 * from the shopper's photo shows its mosaic and its options.
 */
export function OrderLines({ lines, linkAs }: OrderLinesProps) {
  return (
    <List aria-label="Товары заказа">
      {lines.map((line, index) => (
        <Line key={`${line.productId ?? 'gone'}-${index}`}>
          <Picture>
            {line.photoKit ? (
              <PhotoKitThumb kit={line.photoKit} />
            ) : line.image ? (
              <LazyImage src={line.image} alt="" />
            ) : (
              <Blank />
            )}
          </Picture>
          <div>
            {line.url ? (
              <Name as={linkAs} href={line.url}>
                {line.name}
              </Name>
            ) : (
              <Name as="span">{line.name}</Name>
            )}
            {line.photoKit && <PhotoKitOptions kit={line.photoKit} />}
          </div>
          <Sum>{formatPrice(line.price * line.quantity)}</Sum>
          <Each>
            <Price price={line.price} oldPrice={line.oldPrice ?? undefined} size="s" />
            <span>× {line.quantity} шт.</span>
          </Each>
        </Line>
      ))}
    </List>
  );
}
