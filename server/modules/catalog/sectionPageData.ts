import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `SectionPageData`: `/shop/`, `/shop/{sectionCode}/` and the filter landings. */
export type SectionPageData = Schema<'SectionPageData'>;

/** openapi.yaml `CatalogSubsection`. */
export type CatalogSubsection = Schema<'CatalogSubsection'>;

/** openapi.yaml `CatalogFilterProperty`. */
export type CatalogFilterProperty = Schema<'CatalogFilterProperty'>;

/** openapi.yaml `CatalogFilterValue`. */
export type CatalogFilterValue = Schema<'CatalogFilterValue'>;

/** openapi.yaml `CatalogPriceRange`. */
export type CatalogPriceRange = Schema<'CatalogPriceRange'>;

/** openapi.yaml `CatalogSelectedValue`. */
export type CatalogSelectedValue = Schema<'CatalogSelectedValue'>;

declare module '../page/types' {
  interface PageDataByType {
    section: SectionPageData;
  }
}
