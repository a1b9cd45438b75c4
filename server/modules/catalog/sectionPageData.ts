import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `SectionPageData`: `/shop/`, `/shop/{sectionCode}/` and the filter landings. */
export type SectionPageData = Schema<'SectionPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    section: SectionPageData;
  }
}
