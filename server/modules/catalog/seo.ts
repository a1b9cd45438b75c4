import type { FilterItem } from './filterSettings';
import type { CatalogSnapshot, FilterValue, SectionNode } from './catalogSnapshot';
import type { SeoFilterRow } from './snapshotQueries';

/** spec §3: UF_BASE_URL '/' is the default SEO config. */
export const DEFAULT_SEO_URL = '/';

export interface LandingTexts {
  h1: string;
  title: string;
  description: string;
}

/**
 * The SEO item of a property for a section: the item of the section's own url (`/shop/{code}/`)
 * unless it says UF_USE_DEFAULT, else the default ('/') item.
 */
export function seoItemFor(
  snapshot: CatalogSnapshot,
  section: SectionNode,
  propertyId: number,
): SeoFilterRow | undefined {
  const find = (url: string) =>
    snapshot.seoItems.get(url)?.find((item) => item.uf_property_id === propertyId);
  const own = find(section.url);
  if (own && !own.uf_use_default) return own;
  return find(DEFAULT_SEO_URL) ?? own;
}

/** The value as the texts insert it: UF_REPLACES (DISPLAY_NAME -> REPLACE), then UF_TO_LOWER_CASE. */
function displayValue(item: SeoFilterRow | undefined, value: string): string {
  const replaced =
    item?.uf_replaces.find((replace) => replace.DISPLAY_NAME === value)?.REPLACE || value;
  return item?.uf_to_lower_case ? replaced.toLowerCase() : replaced;
}

/**
 * H1, title and description of a filter landing (ARCHITECTURE §7) from its SEO item's UF_META,
 * with #SECTION_NAME#, #PROPERTY_NAME# and #VALUE# filled in here; #GOODS_COUNT# and the other
 * variables are left to the page protocol, which fills them from the landing's own figures.
 * A property without an SEO item (or an empty field) gets a plain text.
 */
export function landingTexts(
  item: SeoFilterRow | undefined,
  section: SectionNode,
  filterItem: FilterItem,
  value: FilterValue,
): LandingTexts {
  const inserted = displayValue(item, value.value);
  const fill = (template: string | undefined, fallback: string) =>
    (template || fallback)
      .replaceAll('#SECTION_NAME#', section.name)
      .replaceAll('#PROPERTY_NAME#', filterItem.name)
      .replaceAll('#VALUE#', inserted);
  const meta = item?.uf_meta ?? {};
  return {
    h1: fill(meta.H1, '#SECTION_NAME#: #VALUE#'),
    title: fill(meta.TITLE, '#SECTION_NAME#: #VALUE# — купить в интернет-магазине'),
    description: fill(
      meta.DESCRIPTION,
      '#SECTION_NAME#, #PROPERTY_NAME#: #VALUE#. Товаров: #GOODS_COUNT#, цены от #GOODS_MIN_PRICE# ₽.',
    ),
  };
}
