import type { ComponentType } from 'react';
import { CatalogExchangeScreen } from './catalogExchange';
import { CsvColumnsScreen } from './csvColumns';
import { FilterConfigScreen } from './filterConfig';
import { FilterSeoScreen } from './filterSeo';
import { OrdersScreen } from './orders';
import { SearchTransitionsScreen } from './searchTransitions';
import { SectionRelationsScreen } from './sectionRelations';

/**
 * The built staff tools' screens by their href (adminTools.ts). A tool not listed here shows its
 * place (AdminToolView) until it is built.
 */
export const TOOL_SCREENS: Partial<Record<string, ComponentType>> = {
  '/admin/filter/': FilterConfigScreen,
  '/admin/filter-seo/': FilterSeoScreen,
  '/admin/search-transitions/': SearchTransitionsScreen,
  '/admin/catalog-exchange/': CatalogExchangeScreen,
  '/admin/csv-columns/': CsvColumnsScreen,
  '/admin/section-relations/': SectionRelationsScreen,
  '/admin/orders/': OrdersScreen,
};
