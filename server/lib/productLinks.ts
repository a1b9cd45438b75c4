/**
 * Addresses of a product that every list of products shows (basket, favorites, catalogue):
 * spec §2 product route and the pictures of docs/data-model.md (`products.pictures`, else the
 * artwork of `products.images`).
 */

/** spec §2: /product/{sectionCode}/{productCode}/ (the main section). */
export function productUrl(sectionCode: string | null, productCode: string): string {
  return sectionCode ? `/product/${sectionCode}/${productCode}/` : `/product/${productCode}/`;
}

/**
 * A product's picture urls in order: the uploaded pictures (`pictures`, from the 1C exchange)
 * when it has any, else the demo artwork /images/products/{id}/{n}.svg for n in 1..`images`.
 * The one place that builds them, so a card, the product page, the basket, the orders and the
 * feed show the same pictures.
 */
export function productImageUrls(
  productId: number,
  images: number,
  pictures: readonly string[] | null,
): string[] {
  if (pictures?.length) return pictures.map((name) => `/images/products/${productId}/${name}`);
  return Array.from({ length: images }, (_, n) => `/images/products/${productId}/${n + 1}.svg`);
}

/** The first picture (productImageUrls), or null for a product without pictures. */
export function productImageUrl(
  productId: number,
  images: number,
  pictures: readonly string[] | null,
): string | null {
  if (pictures?.length) return `/images/products/${productId}/${pictures[0]}`;
  return images > 0 ? `/images/products/${productId}/1.svg` : null;
}
