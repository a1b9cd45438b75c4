import { useContext } from 'react';
import styled from 'styled-components';
import type { ProductCard as ProductCardData } from '@features/api';
import { Badge } from '@ui/Badge';
import { Button, type LinkComponent } from '@ui/Button';
import { Card } from '@ui/Card';
import { LazyImage } from '@ui/LazyImage';
import { Price } from '@ui/Price';
import { BasketButtonView } from '@features/basket';
import { BuyOrNotify } from '@features/stockNotice';
import { discountLabel, discountPercent } from './discountPercent';
import { FavoriteButton } from './FavoriteButton';
import { PicturePriority } from './PicturePriority';

const Root = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const Picture = styled.div`
  position: relative;
`;

const Badges = styled.div`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Heart = styled(FavoriteButton)`
  position: absolute;
  top: 8px;
  right: 8px;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
`;

// Two lines at most (DESIGN.md), three on phones' narrow cards, where two cut most names short
// (issue 9 point 15); the whole name stays in the title and the link's text.
const Name = styled.a`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  @media (min-width: 640px) {
    -webkit-line-clamp: 2;
  }
  overflow: hidden;
  min-height: calc(2 * 1.35em);
  color: var(--color-text);
  line-height: 1.35;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: var(--color-brand);
  }
  /* The whole card opens the product, while the buttons stay above this layer. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Actions = styled.div`
  position: relative;
  margin-top: auto;
`;

// A product without a picture keeps the square, in the lazy-image blank colour (spec §9).
const NoPicture = styled.span`
  display: block;
  aspect-ratio: 1 / 1;
  background: var(--color-brand-blank);
`;

export interface ProductCardViewProps {
  /** The card as the server sends it (price for the shopper's city). */
  product: ProductCardData;
  /** The product is in the favorites. */
  favorite: boolean;
  onToggleFavorite: () => void;
  /** Pieces in the basket: 0 shows 'В корзину', more shows the quantity stepper. */
  quantity: number;
  /** 'В корзину' pressed. */
  onAddToBasket: () => void;
  /** A new quantity from the stepper; 0 takes the product out of the basket. */
  onQuantityChange: (quantity: number) => void;
  /** A basket call of this product is under way. */
  busy?: boolean;
  /** Why the last basket change was refused (the server's text). */
  basketError?: string | null;
  /** Router adapter for the product link. */
  linkAs?: LinkComponent;
  /**
   * The picture is in view when the page opens: asked for at once and first, never lazily. By
   * default the grid around the card decides (PicturePriority: its first row on a phone).
   */
  priority?: boolean;
}

/**
 * A product in a grid (DESIGN.md "Product card"): square picture, badges top left, the heart top
 * right, the name in two lines, the price with the old one struck, and 'В корзину' that turns into
 * a quantity stepper once the product is in the basket ('Выберите фото' for a kit from a photo).
 */
export function ProductCardView({
  product,
  favorite,
  onToggleFavorite,
  quantity,
  onAddToBasket,
  onQuantityChange,
  busy = false,
  basketError,
  linkAs,
  priority,
}: ProductCardViewProps) {
  const inFirstRow = useContext(PicturePriority);
  const discount = discountPercent(product.price, product.old_price);
  return (
    <Root forwardedAs="article" padding="none" interactive aria-label={product.name}>
      <Picture>
        {/* The name next to it says what it shows, so the picture is decorative here. */}
        {product.image ? (
          <LazyImage src={product.image} alt="" priority={priority ?? inFirstRow} />
        ) : (
          <NoPicture />
        )}
        {(product.isNew || discount > 0) && (
          <Badges>
            {product.isNew && <Badge tone="new">Новинка</Badge>}
            {discount > 0 && <Badge tone="sale">{discountLabel(discount)}</Badge>}
          </Badges>
        )}
      </Picture>
      <Body>
        <Name as={linkAs} href={product.url} title={product.name}>
          {product.name}
        </Name>
        <Price price={product.price} oldPrice={product.old_price ?? undefined} />
        <Actions>
          {product.madeFromPhoto ? (
            // A kit from the shopper's photo goes into the basket with its photo, on its page.
            <Button fullWidth iconStart="camera" href={product.url} linkAs={linkAs}>
              Выберите фото
            </Button>
          ) : (
            <BuyOrNotify
              available={product.available || quantity > 0}
              productId={product.id}
              productName={product.name}
            >
              <BasketButtonView
                productName={product.name}
                quantity={quantity}
                onAdd={onAddToBasket}
                onQuantityChange={onQuantityChange}
                busy={busy}
                error={basketError}
              />
            </BuyOrNotify>
          )}
        </Actions>
      </Body>
      <Heart pressed={favorite} onToggle={onToggleFavorite} productName={product.name} />
    </Root>
  );
}
