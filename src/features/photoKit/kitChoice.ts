import type { PhotoKitOffer, PhotoKitOptions, PhotoKitSize } from '@features/api';

/** What the customer chose: the size (its product) and the kit's options. */
export interface KitChoice extends PhotoKitOptions {
  productId: number;
}

/** Drills across and down for a size in an orientation (the offer gives the portrait grid). */
export interface KitGrid {
  cols: number;
  rows: number;
}

export const MIN_COLOURS = 10;
export const MAX_COLOURS = 50;

/** The offer's own preselection: its size (the product page's) and its default options. */
export const initialChoice = (offer: PhotoKitOffer): KitChoice => ({
  productId: offer.productId,
  ...offer.defaultOptions,
});

export const sizeOf = (offer: PhotoKitOffer, productId: number): PhotoKitSize | undefined =>
  offer.sizes.find((size) => size.productId === productId);

export const kitGrid = (size: PhotoKitSize, orientation: KitChoice['orientation']): KitGrid =>
  orientation === 'portrait'
    ? { cols: size.cols, rows: size.rows }
    : { cols: size.rows, rows: size.cols };

/**
 * The price shown for a size: the city's price of the size's product plus the stretcher's
 * surcharge when the canvas comes on one (issue 16; the server computes the line's price the
 * same way). Other options are free.
 */
export function kitPrice(size: PhotoKitSize, canvas: KitChoice['canvas']) {
  const surcharge = canvas === 'stretcher' ? size.stretcherSurcharge : 0;
  return {
    price: size.price + surcharge,
    oldPrice: size.oldPrice === null ? undefined : size.oldPrice + surcharge,
  };
}
