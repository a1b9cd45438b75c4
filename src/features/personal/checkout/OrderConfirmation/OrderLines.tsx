import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { formatPrice } from '@ui/format';
import { LazyImage } from '@ui/LazyImage';
import type { OrderLine } from '@features/api';
import { PhotoKitOptions, PhotoKitThumb } from '@features/photoKit';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: 4px 12px;
  align-items: center;
  padding: 12px 0;
  border-bottom: 1px solid var(--color-border);
`;

const Picture = styled.div`
  grid-row: span 2;
  width: 56px;
`;

const Name = styled.a`
  color: var(--color-text);
  text-decoration: none;
  overflow-wrap: anywhere;
  &[href]:hover {
    color: var(--color-brand);
  }
`;

const Sum = styled.span`
  grid-row: span 2;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Quantity = styled.span`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  font-variant-numeric: tabular-nums;
`;

/**
 * The order's goods at the prices of the order: picture, name, quantity × price, sum; a kit made
 * from the shopper's photo with its mosaic and options.
 */
export function OrderLines({
  lines,
  linkAs,
}: {
  lines: readonly OrderLine[];
  linkAs?: LinkComponent;
}) {
  return (
    <List>
      {lines.map((line, index) => (
        // Several kits of one size are lines of one product.
        <Row
          key={line.photoKit ? `kit-${line.photoKit.id}` : (line.productId ?? `removed-${index}`)}
        >
          <Picture>
            {line.photoKit ? (
              <PhotoKitThumb kit={line.photoKit} />
            ) : (
              line.image && <LazyImage src={line.image} alt="" />
            )}
          </Picture>
          <div>
            {/* A product removed from the catalogue keeps its name in the order, without a link. */}
            <Name as={line.url ? linkAs : 'span'} href={line.url ?? undefined}>
              {line.name}
            </Name>
            {line.photoKit && <PhotoKitOptions kit={line.photoKit} />}
          </div>
          <Sum>{formatPrice(line.price * line.quantity)}</Sum>
          <Quantity>
            {line.quantity} × {formatPrice(line.price)}
          </Quantity>
        </Row>
      ))}
    </List>
  );
}
