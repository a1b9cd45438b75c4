/** The whole-percent discount of a price against its old price, or 0 when there is none. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round((1 - price / oldPrice) * 100);
}

/** The discount badge text of DESIGN.md "Product card": a real minus and a narrow gap ('−20 %'). */
export const discountLabel = (percent: number) => `\u2212${percent}\u00a0%`;
