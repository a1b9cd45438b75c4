/**
 * Addresses of a product that every list of products shows (basket, favorites, catalogue):
 * spec §2 product route and the artwork layout of docs/data-model.md (`products.images`).
 */

/** spec §2: /product/{sectionCode}/{productCode}/ (the main section). */
export function productUrl(sectionCode: string | null, productCode: string): string {
  return sectionCode ? `/product/${sectionCode}/${productCode}/` : `/product/${productCode}/`;
}

/** The first picture, /images/products/{id}/1.svg, or null for a product without pictures. */
export function productImageUrl(productId: number, images: number): string | null {
  return images > 0 ? `/images/products/${productId}/1.svg` : null;
}
