import type { BasketInfo, BasketItem, ProductCard, ProductDetail } from '@features/api';

/**
 * A product as Yandex Metrika's e-commerce reports read it (its "productFieldObject"). Fields the
 * shop does not know for a product are left out rather than sent empty.
 */
interface EcommerceProduct {
  id: string;
  name: string;
  price?: number;
  brand?: string;
  /** Section names from the catalogue root, joined with '/' (up to five levels are reported). */
  category?: string;
  quantity?: number;
  variant?: string;
  /** Impressions only: the list the product was shown in and its place there, from 1. */
  list?: string;
  position?: number;
}

interface ProductsAction {
  actionField?: { id: string; revenue: number };
  products: EcommerceProduct[];
}

/** One object for `window.dataLayer`, as Yandex Metrika documents its e-commerce data. */
export interface EcommerceObject {
  ecommerce: {
    currencyCode: 'RUB';
    impressions?: EcommerceProduct[];
    detail?: ProductsAction;
    add?: ProductsAction;
    remove?: ProductsAction;
    purchase?: ProductsAction;
  };
}

type Action = Exclude<keyof EcommerceObject['ecommerce'], 'currencyCode'>;

const objectOf = <A extends Action>(
  action: A,
  value: NonNullable<EcommerceObject['ecommerce'][A]>,
): EcommerceObject => ({ ecommerce: { currencyCode: 'RUB', [action]: value } });

/** Drops the fields the shop has no value for (null brand, empty category, a price unknown). */
function product(fields: { [K in keyof EcommerceProduct]: EcommerceProduct[K] | null }) {
  const known = Object.entries(fields).filter(([, value]) => value !== null && value !== '');
  return Object.fromEntries(known) as unknown as EcommerceProduct;
}

/** A list of product cards shown, its first card at `firstPosition` of the whole list. */
export interface ShownList {
  list: string;
  cards: readonly ProductCard[];
  firstPosition?: number;
}

/**
 * The lists of product cards a page shows, in one object: a section, a landing, search results,
 * new, discounts, or the home page's several lists, each card with its own list and place.
 */
export function impressionsObject(...lists: ShownList[]): EcommerceObject {
  return objectOf(
    'impressions',
    lists.flatMap(({ list, cards, firstPosition = 1 }) =>
      cards.map((card, index) =>
        product({
          id: String(card.id),
          name: card.name,
          price: card.price,
          brand: card.brand,
          list,
          position: firstPosition + index,
        }),
      ),
    ),
  );
}

/** The category chain of a product page: its sections from the root, as the basket names it. */
const categoryOf = (detail: ProductDetail) =>
  detail.sectionChain.map((section) => section.title).join('/');

/** A product page viewed. */
export function detailObject(detail: ProductDetail): EcommerceObject {
  return objectOf('detail', {
    products: [
      product({
        id: String(detail.id),
        name: detail.name,
        price: detail.price,
        brand: detail.brand,
        category: categoryOf(detail),
      }),
    ],
  });
}

/** A basket line as a product of `quantity` pieces; a photo kit's size is its variant. */
const basketProduct = (item: BasketItem, quantity: number) =>
  product({
    id: String(item.productId),
    name: item.name,
    price: item.price,
    brand: item.brand,
    category: item.category_chain,
    quantity,
    variant: item.photoKit?.size ?? null,
  });

/**
 * What changed between two states of the basket, line by line: pieces added (a new line, a larger
 * quantity) in one `add` object and pieces taken out (a smaller quantity, a line removed) in one
 * `remove` object, each product with the difference as its quantity. No change, no object.
 */
export function basketChangeObjects(
  before: readonly BasketItem[],
  after: readonly BasketItem[],
): EcommerceObject[] {
  const quantityBefore = new Map(before.map((item) => [item.basketItemId, item.quantity]));
  const quantityAfter = new Map(after.map((item) => [item.basketItemId, item.quantity]));
  const added = after
    .map((item) =>
      basketProduct(item, item.quantity - (quantityBefore.get(item.basketItemId) ?? 0)),
    )
    .filter((line) => (line.quantity ?? 0) > 0);
  const removed = before
    .map((item) => basketProduct(item, item.quantity - (quantityAfter.get(item.basketItemId) ?? 0)))
    .filter((line) => (line.quantity ?? 0) > 0);
  return [
    ...(added.length > 0 ? [objectOf('add', { products: added })] : []),
    ...(removed.length > 0 ? [objectOf('remove', { products: removed })] : []),
  ];
}

/** An order placed from `basket`: its id, what it costs in all and every line bought. */
export function purchaseObject(orderId: number, basket: BasketInfo): EcommerceObject {
  return objectOf('purchase', {
    actionField: { id: String(orderId), revenue: basket.summary.total },
    products: basket.items.map((item) => basketProduct(item, item.quantity)),
  });
}
