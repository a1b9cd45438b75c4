import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { BASKET_PATH } from '../../personalPages';

const Failure = styled.p`
  margin: 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

export interface BuyAgainButtonProps {
  productName: string;
  /** Pieces of the product in the basket now: once there, the button leads to the basket. */
  quantity: number;
  onBuy: () => void;
  busy?: boolean;
  /** Why the basket refused it (the server's text, e.g. not in stock). */
  error?: string | null;
  linkAs?: LinkComponent;
}

/** 'Купить снова': one piece into the basket, then the way to the basket. */
export function BuyAgainButton({
  productName,
  quantity,
  onBuy,
  busy = false,
  error,
  linkAs,
}: BuyAgainButtonProps) {
  return (
    <>
      {quantity > 0 ? (
        <Button variant="secondary" size="s" href={BASKET_PATH} linkAs={linkAs} iconStart="check">
          В корзине: {quantity} шт.
        </Button>
      ) : (
        <Button
          size="s"
          iconStart="basket"
          loading={busy}
          onClick={onBuy}
          aria-label={`Купить снова: ${productName}`}
        >
          Купить снова
        </Button>
      )}
      {error && <Failure role="alert">{error}</Failure>}
    </>
  );
}
