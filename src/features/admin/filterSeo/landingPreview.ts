import type { FilterSeoItem, FilterValueInfo } from '@features/api';

/**
 * What search engines show before they cut a text. Google cuts a title at about 600 px of the
 * result's width, which is about 60 characters of Cyrillic text (Yandex shows a few more), and a
 * snippet at about 160 characters; H1 is not cut, so it gets a counter without a limit.
 */
export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

/**
 * The landing texts the shop uses when a field of UF_META is empty (server/modules/catalog/seo.ts
 * `landingTexts`): the preview shows what the shop will show.
 * @internal exported for a test only
 */
export const DEFAULT_TEMPLATES = {
  H1: '#SECTION_NAME#: #VALUE#',
  TITLE: '#SECTION_NAME#: #VALUE# — купить в интернет-магазине',
  DESCRIPTION:
    '#SECTION_NAME#, #PROPERTY_NAME#: #VALUE#. Товаров: #GOODS_COUNT#, цены от #GOODS_MIN_PRICE# ₽.',
} as const;

/**
 * The page protocol's figures of a landing (spec §3 "Page state"). The detail answer has each
 * value's product count but no prices, so the preview fills prices with a sample and says so.
 */
export const SAMPLE_MIN_PRICE = 990;
const SAMPLE_MAX_PRICE = 9990;

export type SeoTemplates = Pick<FilterSeoItem, 'UF_REPLACES' | 'UF_TO_LOWER_CASE' | 'UF_META'>;

export interface LandingContext {
  sectionName: string;
  propertyName: string;
  value: FilterValueInfo;
}

export interface LandingPreviewTexts {
  h1: string;
  title: string;
  description: string;
}

const TOKEN = /#([A-Z0-9_]+)#/g;

/**
 * The value as the landing texts insert it: UF_REPLACES (DISPLAY_NAME → REPLACE), then lower case.
 * @internal exported for a test only
 */
export function insertedValue(
  item: Pick<FilterSeoItem, 'UF_REPLACES' | 'UF_TO_LOWER_CASE'>,
  value: string,
): string {
  const replaced = item.UF_REPLACES.find((replace) => replace.DISPLAY_NAME === value)?.REPLACE;
  const shown = replaced || value;
  return item.UF_TO_LOWER_CASE ? shown.toLowerCase() : shown;
}

/**
 * H1, title and description of one value's landing, as the shop makes them: the server fills
 * #SECTION_NAME#, #PROPERTY_NAME# and #VALUE#, the page protocol then fills its variables
 * (#GOODS_COUNT#, #GOODS_MIN_PRICE#, #GOODS_MAX_PRICE#) and empties any other #NAME#.
 */
export function landingPreview(item: SeoTemplates, context: LandingContext): LandingPreviewTexts {
  const variables: Record<string, string> = {
    GOODS_COUNT: String(context.value.COUNT),
    GOODS_MIN_PRICE: String(SAMPLE_MIN_PRICE),
    GOODS_MAX_PRICE: String(SAMPLE_MAX_PRICE),
  };
  // The same two steps as the shop: the server's replaceAll calls, then the page protocol's pass.
  const fill = (template: string, fallback: string) =>
    (template || fallback)
      .replaceAll('#SECTION_NAME#', context.sectionName)
      .replaceAll('#PROPERTY_NAME#', context.propertyName)
      .replaceAll('#VALUE#', insertedValue(item, context.value.VALUE))
      .replace(TOKEN, (_token, name: string) => variables[name] ?? '');
  return {
    h1: fill(item.UF_META.H1, DEFAULT_TEMPLATES.H1),
    title: fill(item.UF_META.TITLE, DEFAULT_TEMPLATES.TITLE),
    description: fill(item.UF_META.DESCRIPTION, DEFAULT_TEMPLATES.DESCRIPTION),
  };
}

/**
 * The property's values for the preview's select, each with its ALL_VALUES key: the values with
 * the most products first, as a staff member checks them.
 */
export function previewValues(
  allValues: Record<string, FilterValueInfo>,
): [key: string, value: FilterValueInfo][] {
  return Object.entries(allValues).sort(
    ([, a], [, b]) => b.COUNT - a.COUNT || a.NAME.localeCompare(b.NAME, 'ru'),
  );
}
