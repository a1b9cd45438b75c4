import type { SectionPageData } from '@features/api';
import { formatPrice } from '@ui/format';
import { priceUrl } from '../../catalogUrls';
import type { FilterChip } from '../../components/FilterChips';

function priceLabel(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return `Цена: ${formatPrice(from)} – ${formatPrice(to)}`;
  if (from !== null) return `Цена: от ${formatPrice(from)}`;
  return `Цена: до ${formatPrice(to ?? 0)}`;
}

/**
 * The chips above the grid: each chosen value (server's remove urls), «В наличии», then the price
 * range.
 */
export function sectionChips(data: SectionPageData, url: string): FilterChip[] {
  const chips: FilterChip[] = data.selected.map((selected) => ({
    label: `${selected.property}: ${selected.value}`,
    removeUrl: selected.removeUrl,
  }));
  if (data.inStock.selected) chips.push({ label: 'В наличии', removeUrl: data.inStock.url });
  const { from, to } = data.price;
  if (from !== null || to !== null) {
    chips.push({ label: priceLabel(from, to), removeUrl: priceUrl(url, null, null) });
  }
  return chips;
}
