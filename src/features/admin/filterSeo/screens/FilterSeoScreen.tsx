import { useSearchParams } from 'react-router-dom';
import { ToastProvider } from '@ui/Toast';
import { FilterSeoDetailScreen } from './FilterSeoDetail/FilterSeoDetailScreen';
import { FilterSeoIndexScreen } from './FilterSeoIndex/FilterSeoIndexScreen';

/** `/admin/filter-seo/` (spec §2 "Filter SEO config screen"): the index, or one url's items. */
export function FilterSeoScreen() {
  const baseUrl = useSearchParams()[0].get('base_url');
  // No toast host sits above the staff screens yet, so the screen brings the one its save and
  // delete messages (spec §8) appear in.
  // Keyed by url: another url's items start with no edits and closed items.
  return (
    <ToastProvider>
      {baseUrl ? (
        <FilterSeoDetailScreen key={baseUrl} baseUrl={baseUrl} />
      ) : (
        <FilterSeoIndexScreen />
      )}
    </ToastProvider>
  );
}
