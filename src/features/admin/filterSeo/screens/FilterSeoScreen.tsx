import { useSearchParams } from 'react-router-dom';
import { FilterSeoDetailScreen } from './FilterSeoDetail/FilterSeoDetailScreen';
import { FilterSeoIndexScreen } from './FilterSeoIndex/FilterSeoIndexScreen';

/** `/admin/filter-seo/` (spec §2 "Filter SEO config screen"): the index, or one url's items. */
export function FilterSeoScreen() {
  const baseUrl = useSearchParams()[0].get('base_url');
  // Keyed by url: another url's items start with no edits and closed items.
  return baseUrl ? (
    <FilterSeoDetailScreen key={baseUrl} baseUrl={baseUrl} />
  ) : (
    <FilterSeoIndexScreen />
  );
}
