/** The staff area's start page (ARCHITECTURE §4 "The staff area"). */
export const ADMIN_HOME_PATH = '/admin/';

/**
 * The staff tools' urls: the six of spec §2 "Admin screens" in its order (issue 12), then the
 * orders (issue 15), the Yandex Market feed's sections (issue 27), the gift certificates (issue
 * 26 point 1), the consent document (issue 27 point 5) and the exchange with 1C (issue 28 point
 * 3). The one list of them: the SPA's route table, tool screens and links read it, and so can the
 * server's staff panel and crawler rules.
 */
export const ADMIN_PATHS = {
  filter: '/admin/filter/',
  filterSeo: '/admin/filter-seo/',
  searchTransitions: '/admin/search-transitions/',
  catalogExchange: '/admin/catalog-exchange/',
  sectionRelations: '/admin/section-relations/',
  csvColumns: '/admin/csv-columns/',
  orders: '/admin/orders/',
  marketFeed: '/admin/market-feed/',
  certificates: '/admin/certificates/',
  consentDocument: '/admin/consent-document/',
  exchange1c: '/admin/exchange-1c/',
} as const;
