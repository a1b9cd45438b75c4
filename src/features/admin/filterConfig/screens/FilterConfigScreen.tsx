import { useSearchParams } from 'react-router-dom';
import { FilterConfigDetailScreen } from './FilterConfigDetail/FilterConfigDetailScreen';
import { FilterConfigIndexScreen } from './FilterConfigIndex/FilterConfigIndexScreen';

/** `/admin/filter/` (spec §2 "Filter config screen"): the index, or a section's settings. */
export function FilterConfigScreen() {
  const raw = useSearchParams()[0].get('sectionId');
  const sectionId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  // Keyed by section: another section's settings start with no edits and closed items.
  return sectionId === null ? (
    <FilterConfigIndexScreen />
  ) : (
    <FilterConfigDetailScreen key={sectionId} sectionId={sectionId} />
  );
}
