import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { Price } from '@ui/Price';
import { Busy, Problem } from '../constructorStyles';

/** Where the basket lives (spec §2): the checkout page. */
const BASKET_URL = '/personal/order/make/';

const Root = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border-radius: var(--radius-card);
  background: var(--color-brand-blank);
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
`;

const Label = styled.span`
  font-weight: 600;
`;

/** Added: said in the success tone by its border; the text keeps the body colour for contrast. */
const Added = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 0;
  padding: 8px 12px;
  border-inline-start: 4px solid var(--color-success);
  border-radius: var(--radius-control);
  background: var(--color-success-tint);
  font-weight: 600;
`;

export interface KitPriceProps {
  /** The kit's price for the chosen size and canvas in the visitor's city. */
  price: number;
  /** The price before the discount, when the size has one. */
  oldPrice?: number;
  /** False until there is a chart of the current options to send. */
  canAdd: boolean;
  /** True while the photo and the kit go up to the basket. */
  adding: boolean;
  /** True once this very kit is in the basket. */
  added: boolean;
  /** The server's refusal, in its own words. */
  error: string | null;
  onAdd: () => void;
  /** Router adapter for the link to the basket. */
  linkAs?: LinkComponent;
}

/** 'Цена' with the price, then 'В корзину'; once added, 'Набор в корзине' and the way there. */
export function KitPrice({
  price,
  oldPrice,
  canAdd,
  adding,
  added,
  error,
  onAdd,
  linkAs,
}: KitPriceProps) {
  return (
    <Root>
      <Line>
        <Label>Цена</Label>
        <Price price={price} oldPrice={oldPrice} size="l" />
      </Line>
      {added ? (
        <Added role="status">
          Набор в корзине
          <Button href={BASKET_URL} linkAs={linkAs} variant="secondary" size="s">
            Перейти в корзину
          </Button>
        </Added>
      ) : (
        <Button fullWidth size="l" disabled={!canAdd} loading={adding} onClick={onAdd}>
          В корзину
        </Button>
      )}
      {adding && (
        // Issue 24 point 3: a large photo takes seconds to send and chart again on the server;
        // the button's own spinner says it is busy, this says with what.
        <Busy role="status">Отправляем фото и сверяем схему…</Busy>
      )}
      {error && <Problem role="alert">{error}</Problem>}
    </Root>
  );
}
