import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { LazyImage } from '@ui/LazyImage';
import { Price } from '@ui/Price';
import type { BasketItem, OrderLineProblem } from '@features/api';
import { PhotoKitOptions, PhotoKitThumb } from '@features/photoKit';
import { BuyOrNotify } from '@features/stockNotice';

const Row = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 12px 16px;
  align-items: center;
  padding: 16px 0;
  border-bottom: 1px solid var(--color-border);
  @media (min-width: 720px) {
    grid-template-columns: 96px 1fr auto auto auto;
  }
`;

const Picture = styled.div`
  width: 72px;
  @media (min-width: 720px) {
    width: 96px;
  }
`;

const Name = styled.a`
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    color: var(--color-brand);
  }
`;

/**
 * Stepper, line sum and remove: their own row on phones, where the picture column is too narrow
 * for the stepper (issue 9 point 15: '+' covered the sum); grid cells of the row from 720 px.
 */
const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 16px;
  @media (min-width: 720px) {
    display: contents;
  }
`;

const LineSum = styled.div`
  margin-left: auto;
  @media (min-width: 720px) {
    margin-left: 0;
  }
`;

/** Why the order was refused for this line: 'Цена изменилась: было …, стало …', 'нет в наличии'. */
const Problem = styled.p`
  margin: 4px 0 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

// «Нет в наличии» with the notice, or how many pieces are left when fewer than the line holds.
const Stock = styled.div`
  margin-top: 8px;
  max-width: 280px;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-variant-numeric: tabular-nums;
`;

const Quantity = styled.output`
  min-width: 2ch;
  text-align: center;
`;

export interface BasketLineProps {
  item: BasketItem;
  /** A change of this line is being saved. */
  busy?: boolean;
  /** Why the last order attempt refused this line (changed price, out of stock). */
  problem?: OrderLineProblem;
  onQuantityChange: (basketItemId: number, quantity: number) => void;
  onRemove: (basketItemId: number) => void;
  linkAs?: LinkComponent;
}

/**
 * One basket position: picture, name, unit price, quantity stepper, line sum and remove. A kit
 * made from the shopper's photo shows its mosaic and its options instead of the size's artwork.
 */
export function BasketLine({
  item,
  busy = false,
  problem,
  onQuantityChange,
  onRemove,
  linkAs,
}: BasketLineProps) {
  const { basketItemId, quantity } = item;
  // Refused while a change is saved or at a limit, but never disabled: a disabled button drops
  // the keyboard's focus, and a shopper pressing Enter on «Больше» would lose their place.
  const stepTo = (next: number, allowed: boolean) => ({
    'aria-disabled': busy || !allowed || undefined,
    onClick: () => {
      if (!busy && allowed) onQuantityChange(basketItemId, next);
    },
  });
  return (
    <Row aria-busy={busy || undefined}>
      <Picture>
        {item.photoKit ? (
          <PhotoKitThumb kit={item.photoKit} />
        ) : (
          item.image && <LazyImage src={item.image} alt="" />
        )}
      </Picture>
      <div>
        <Name as={linkAs} href={item.url}>
          {item.name}
        </Name>
        {item.photoKit && <PhotoKitOptions kit={item.photoKit} />}
        <div>
          <Price price={item.price} oldPrice={item.old_price ?? undefined} size="s" />
        </div>
        {problem && <Problem>{problem.message}</Problem>}
        {item.stock < quantity && (
          <Stock>
            <BuyOrNotify
              available={item.stock > 0}
              productId={item.productId}
              productName={item.name}
              size="s"
            >
              {`Осталось ${item.stock} шт.`}
            </BuyOrNotify>
          </Stock>
        )}
      </div>
      <Controls>
        <Stepper role="group" aria-label={`Количество: ${item.name}`}>
          <Button
            variant="secondary"
            size="s"
            iconStart="minus"
            aria-label="Меньше"
            {...stepTo(quantity - 1, quantity > 1)}
          />
          <Quantity aria-live="polite">{quantity}</Quantity>
          <Button
            variant="secondary"
            size="s"
            iconStart="plus"
            aria-label="Больше"
            {...stepTo(quantity + 1, quantity < item.stock)}
          />
        </Stepper>
        <LineSum>
          <Price price={item.price * quantity} />
        </LineSum>
        <Button
          variant="ghost"
          size="s"
          iconStart="trash"
          aria-disabled={busy || undefined}
          aria-label={`Удалить из корзины: ${item.name}`}
          onClick={() => {
            if (!busy) onRemove(basketItemId);
          }}
        />
      </Controls>
    </Row>
  );
}
