import type { ComponentType } from 'react';
import { ADMIN_PATHS } from '@shared';
import { CatalogExchangeScreen } from './catalogExchange';
import { CertificatesScreen } from './certificates';
import { ConsentDocumentScreen } from './consentDocument';
import { CsvColumnsScreen } from './csvColumns';
import { Exchange1cScreen } from './exchange1c';
import { FilterConfigScreen } from './filterConfig';
import { FilterSeoScreen } from './filterSeo';
import { MarketFeedScreen } from './marketFeed';
import { OrdersScreen } from './orders';
import { SearchTransitionsScreen } from './searchTransitions';
import { SectionRelationsScreen } from './sectionRelations';

/**
 * The built staff tools' screens by their href (adminTools.ts). A tool not listed here shows its
 * place (AdminToolView) until it is built.
 */
export const TOOL_SCREENS: Partial<Record<string, ComponentType>> = {
  [ADMIN_PATHS.filter]: FilterConfigScreen,
  [ADMIN_PATHS.filterSeo]: FilterSeoScreen,
  [ADMIN_PATHS.searchTransitions]: SearchTransitionsScreen,
  [ADMIN_PATHS.catalogExchange]: CatalogExchangeScreen,
  [ADMIN_PATHS.csvColumns]: CsvColumnsScreen,
  [ADMIN_PATHS.sectionRelations]: SectionRelationsScreen,
  [ADMIN_PATHS.orders]: OrdersScreen,
  [ADMIN_PATHS.marketFeed]: MarketFeedScreen,
  [ADMIN_PATHS.certificates]: CertificatesScreen,
  [ADMIN_PATHS.consentDocument]: ConsentDocumentScreen,
  [ADMIN_PATHS.exchange1c]: Exchange1cScreen,
};
