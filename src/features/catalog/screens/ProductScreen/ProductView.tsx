import type { ReactNode } from 'react';
import styled from 'styled-components';
import { productionTimeText } from '@shared';
import type { ProductCard, ProductPageData } from '@features/api';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import { Button, type LinkComponent } from '@ui/Button';
import { Price } from '@ui/Price';
import { up } from '@ui/tokens';
import { FavoriteButton } from '../../components/ProductCard';
import { ProductGridView } from '../../components/ProductGrid';
import { QuantityStepper, useFocusHandOver } from '@features/basket';
import { BuyOrNotify } from '@features/stockNotice';
import { ProductGallery } from './ProductGallery';
import { ProductProperties } from './ProductProperties';
import { ProductReviews } from './ProductReviews';

/** Where the basket icon leads (spec §2): checkout. */
const CHECKOUT_URL = '/personal/order/make/';

const Top = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 32px;
  ${up('md-lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
    align-items: start;
  }
`;

const Buy = styled.div`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Availability = styled.span`
  font-weight: 600;
  color: var(--color-success);
  &[data-available='false'] {
    color: var(--color-text-muted);
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
`;

const BasketError = styled.p`
  margin: 0;
  color: var(--color-error);
`;

const Section = styled.section`
  margin-bottom: 32px;
  & > h2 {
    margin: 0 0 16px;
    font-size: var(--font-size-xl);
  }
`;

const Description = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

/**
 * What the page says of availability: goods made to order say how long they take to make, not a
 * stock count, which means nothing for them (issue 26 point 4); others their stock.
 */
function availabilityText(product: ProductPageData['product'], buyable: boolean): string {
  if (!buyable) return 'Нет в наличии';
  if (product.productionDays > 0)
    return `Под заказ: изготовление ${productionTimeText(product.productionDays)}`;
  return `В наличии: ${product.stock} шт.`;
}

export interface ProductViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  data: ProductPageData;
  favorite: boolean;
  onToggleFavorite: () => void;
  /** Pieces in the basket (0: not there). */
  quantity: number;
  onAddToBasket: () => void;
  onQuantityChange: (quantity: number) => void;
  basketBusy?: boolean;
  basketError?: string | null;
  /** The review form (signed in) or the note for guests. */
  reviewForm: ReactNode;
  /** Draws a related product's card. */
  renderCard: (product: ProductCard) => ReactNode;
  /**
   * A kit made from the shopper's photo (issue 16): the constructor, drawn under the product's
   * top, and reached by 'Выберите фото' in place of the basket button.
   */
  photoKit?: { section: ReactNode; href: string };
  linkAs?: LinkComponent;
}

/**
 * The product page (spec §2 /product/{section}/{product}/): gallery, name, the city's price,
 * availability, basket and favorite, description, properties, reviews and related products.
 */
export function ProductView({
  title,
  breadcrumbs,
  data,
  favorite,
  onToggleFavorite,
  quantity,
  onAddToBasket,
  onQuantityChange,
  basketBusy = false,
  basketError,
  reviewForm,
  renderCard,
  linkAs,
  photoKit,
}: ProductViewProps) {
  const { product, reviews, related } = data;
  const buyable = product.price !== null && product.available;
  const focus = useFocusHandOver();
  return (
    <article>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      <Top>
        <ProductGallery images={product.images} name={product.name} />
        <Buy role="region" aria-label="Покупка">
          <Facts>
            <Availability data-available={buyable}>
              {availabilityText(product, buyable)}
            </Availability>
            <span>Артикул: {product.sku}</span>
            {product.brand && <span>Бренд: {product.brand}</span>}
          </Facts>
          {product.price !== null ? (
            <Price price={product.price} oldPrice={product.oldPrice ?? undefined} size="l" />
          ) : (
            <Facts>Товар не продаётся в вашем городе</Facts>
          )}
          <Actions>
            {photoKit ? (
              <Button size="l" iconStart="camera" href={photoKit.href} linkAs={linkAs}>
                Выберите фото
              </Button>
            ) : quantity > 0 ? (
              <QuantityStepper
                quantity={quantity}
                productName={product.name}
                onChange={onQuantityChange}
                max={product.stock}
                busy={basketBusy}
                takeFocus={focus.takeFocus}
              />
            ) : (
              // A product not sold in the city is no matter of stock: its button stays off.
              <BuyOrNotify
                available={product.available || product.price === null}
                productId={product.id}
                productName={product.name}
                size="l"
                showStatus={false}
              >
                <Button
                  size="l"
                  iconStart="basket"
                  disabled={!buyable}
                  loading={basketBusy}
                  onClick={(event) => {
                    focus.pressed(event);
                    onAddToBasket();
                  }}
                >
                  В корзину
                </Button>
              </BuyOrNotify>
            )}
            <FavoriteButton
              pressed={favorite}
              onToggle={onToggleFavorite}
              productName={product.name}
            />
          </Actions>
          {!photoKit && quantity > 0 && (
            <Button href={CHECKOUT_URL} linkAs={linkAs} variant="secondary">
              Оформить заказ
            </Button>
          )}
          {basketError && <BasketError role="alert">{basketError}</BasketError>}
        </Buy>
      </Top>
      {photoKit?.section}
      {product.description && (
        <Section aria-labelledby="product-description">
          <h2 id="product-description">Описание</h2>
          <Description dangerouslySetInnerHTML={{ __html: product.description }} />
        </Section>
      )}
      {product.properties.length > 0 && (
        <Section aria-labelledby="product-properties">
          <h2 id="product-properties">Характеристики</h2>
          <ProductProperties properties={product.properties} />
        </Section>
      )}
      <Section aria-labelledby="product-reviews">
        <h2 id="product-reviews">Отзывы</h2>
        <ProductReviews reviews={reviews} form={reviewForm} />
      </Section>
      {related.length > 0 && (
        <Section aria-labelledby="product-related">
          <h2 id="product-related">Похожие товары</h2>
          <ProductGridView
            products={related}
            renderCard={renderCard}
            label="Похожие товары"
            priority={false}
          />
        </Section>
      )}
    </article>
  );
}
