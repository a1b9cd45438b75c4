import { useSearchParams } from 'react-router-dom';
import { ToastProvider } from '@ui/Toast';
import { FilterConfigDetailScreen } from './FilterConfigDetail/FilterConfigDetailScreen';
import { FilterConfigIndexScreen } from './FilterConfigIndex/FilterConfigIndexScreen';

/** `/admin/filter/` (spec §2 "Filter config screen"): the index, or a section's settings. */
export function FilterConfigScreen() {
  const raw = useSearchParams()[0].get('sectionId');
  const sectionId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  // The app has no toast host of its own yet; the screen brings one for its R-FC-9 messages.
  // Keyed by section: another section's settings start with no edits and closed items.
  return (
    <ToastProvider>
      {sectionId === null ? (
        <FilterConfigIndexScreen />
      ) : (
        <FilterConfigDetailScreen key={sectionId} sectionId={sectionId} />
      )}
    </ToastProvider>
  );
}
