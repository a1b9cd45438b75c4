import type { Breadcrumb } from '../page';
import type { Pagination } from '../product';
import type { CatalogProductCard } from './queries';
import type { SortCode } from './selection';
import type { SortOption } from './sortOptions';

/** openapi.yaml `SectionPageData`: `/shop/`, `/shop/{sectionCode}/` and the filter landings. */
export interface SectionPageData {
  /** null: the catalogue root `/shop/`. */
  section: {
    id: number;
    code: string;
    name: string;
    description: string | null;
    url: string;
  } | null;
  /** null: a plain section page, not the landing of one filter value. */
  landing: { propertyCode: string; propertyName: string; value: string; slug: string } | null;
  subsections: CatalogSubsection[];
  filter: CatalogFilterProperty[];
  price: CatalogPriceRange;
  selected: CatalogSelectedValue[];
  resetUrl: string;
  sort: SortCode;
  sorts: SortOption[];
  products: CatalogProductCard[];
  pagination: Pagination;
  tags: Breadcrumb[];
  relinks: Breadcrumb[];
}

/** openapi.yaml `CatalogSubsection`. */
export interface CatalogSubsection {
  code: string;
  name: string;
  url: string;
  count: number;
}

/** openapi.yaml `CatalogFilterProperty`. */
export interface CatalogFilterProperty {
  propertyId: number;
  code: string;
  name: string;
  isSize: boolean;
  values: CatalogFilterValue[];
}

/** openapi.yaml `CatalogFilterValue`. */
export interface CatalogFilterValue {
  value: string;
  slug: string;
  count: number;
  selected: boolean;
  url: string;
}

/** openapi.yaml `CatalogPriceRange`. */
export interface CatalogPriceRange {
  min: number;
  max: number;
  from: number | null;
  to: number | null;
}

/** openapi.yaml `CatalogSelectedValue`. */
export interface CatalogSelectedValue {
  propertyCode: string;
  property: string;
  value: string;
  removeUrl: string;
}

declare module '../page/types' {
  interface PageDataByType {
    section: SectionPageData;
  }
}
