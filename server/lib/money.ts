/**
 * Amounts in roubles as the shop writes them for people (spec §9 number format, as the front
 * end's `formatPrice`): a space between thousands, whole roubles without decimals ('1 990 ₽'),
 * kopecks with a dot ('1 990.50 ₽'). Server texts use it: order problems, mail, payment pages.
 */
export function formatRubles(value: number): string {
  const [whole = '0', fraction] = value.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${fraction === '00' ? grouped : `${grouped}.${fraction}`} ₽`;
}

/** Whole kopecks of an amount in roubles: sums are added in kopecks, never in float roubles. */
export const toKopecks = (roubles: number) => Math.round(roubles * 100);
export const toRoubles = (kopecks: number) => kopecks / 100;
