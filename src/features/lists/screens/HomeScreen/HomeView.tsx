import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HomePageData, ProductCard } from '@features/api';
import { ProductGridView, ReviewCard } from '@features/catalog';
import type { LinkComponent } from '@ui/Button';
import { up } from '@ui/tokens';
import { Block } from '../../components/Block';

const Heading = styled.h1`
  margin: 0 0 24px;
  font-size: var(--font-size-xxl);
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${up('xl')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Tile = styled.a`
  display: flex;
  align-items: flex-end;
  min-height: 96px;
  height: 100%;
  padding: 16px;
  border-radius: var(--radius-card);
  background: var(--color-brand-tint);
  color: var(--color-text);
  font-weight: 700;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    background: var(--color-brand);
    color: var(--color-text-inverse);
  }
`;

const Reviews = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Cards shown per product block on the home page (one or two rows). */
const HOME_BLOCK_SIZE = 8;

/** The product blocks of the home page, in order, with the list page each leads to. */
const PRODUCT_BLOCKS = [
  { field: 'newProducts', title: 'Новинки', more: { label: 'Все новинки', href: '/new/' } },
  {
    field: 'discountedProducts',
    title: 'Скидки',
    more: { label: 'Все скидки', href: '/discounts/' },
  },
] as const;

export interface HomeViewProps {
  /** The page's H1 (hidden visually by nothing: the home page says what the shop is). */
  title: string;
  data: HomePageData;
  renderCard: (product: ProductCard) => ReactNode;
  linkAs?: LinkComponent;
}

/** The home page: catalogue tiles of the mainPage menu, new products, discounts and reviews. */
export function HomeView({ title, data, renderCard, linkAs }: HomeViewProps) {
  // Only the first product block reaches into a phone's first screen, under the catalogue tiles;
  // the next one's pictures wait until scrolled near instead of competing with it.
  const firstBlock = PRODUCT_BLOCKS.find(({ field }) => data[field].length > 0)?.field;
  return (
    <>
      <Heading>{title}</Heading>
      {data.menu.length > 0 && (
        <Block title="Каталог" linkAs={linkAs}>
          <Tiles>
            {data.menu.map((item) => (
              <li key={item.link}>
                <Tile as={linkAs} href={item.link}>
                  {item.title}
                </Tile>
              </li>
            ))}
          </Tiles>
        </Block>
      )}
      {PRODUCT_BLOCKS.map(({ field, title, more }) =>
        data[field].length > 0 ? (
          <Block key={field} title={title} more={more} linkAs={linkAs}>
            <ProductGridView
              products={data[field].slice(0, HOME_BLOCK_SIZE)}
              renderCard={renderCard}
              label={title}
              priority={field === firstBlock}
            />
          </Block>
        ) : null,
      )}
      {data.reviews.length > 0 && (
        <Block
          title="Отзывы покупателей"
          more={{ label: 'Все отзывы', href: '/all-reviews/' }}
          linkAs={linkAs}
        >
          <Reviews>
            {data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} showProduct linkAs={linkAs} />
              </li>
            ))}
          </Reviews>
        </Block>
      )}
    </>
  );
}
