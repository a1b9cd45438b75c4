import { useMemo, useState } from 'react';
import { errorMessageOf } from '@features/api';
import { sectionPathsById, StaffHistory, UnsavedChangesGuard } from '@features/staffTools';
import { describeFeedChange } from '../feedChanges';
import { excludedOf, feedRows, sameSet, switched } from '../feedSections';
import { useGetAdminMarketFeedQuery, useSaveAdminMarketFeedMutation } from '../marketFeedApi';
import { MarketFeedView } from './MarketFeedView';

/** `/admin/market-feed/`: the sections' switches from the server, edited here, posted whole. */
export function MarketFeedScreen() {
  const data = useGetAdminMarketFeedQuery();
  const sections = data.data?.sections;
  const stored = useMemo(() => excludedOf(sections ?? []), [sections]);
  const [excluded, setExcluded] = useState(stored);
  const [save, saving] = useSaveAdminMarketFeedMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // What the server answers (first load, a save, a revert) is what the switches edit from then on.
  const [base, setBase] = useState(stored);
  if (base !== stored) {
    setBase(stored);
    setExcluded(stored);
  }

  const submit = async () => {
    setSaveError(null);
    setSaved(false);
    try {
      await save({ marketFeedSave: { excludedSectionIds: [...excluded] } }).unwrap();
      setSaved(true);
    } catch (error) {
      setSaveError(errorMessageOf(error, 'Не удалось сохранить! Попробуйте ещё раз.'));
    }
  };

  const dirty = !sameSet(excluded, stored);
  const paths = useMemo(() => sectionPathsById(sections ?? []), [sections]);
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <MarketFeedView
        rows={sections ? feedRows(sections, excluded) : null}
        onSwitch={(id, inFeed) => {
          setExcluded(switched(excluded, id, inFeed));
          setSaved(false);
        }}
        onSave={() => void submit()}
        dirty={dirty}
        loadError={
          data.isError ? errorMessageOf(data.error, 'Проверьте связь и попробуйте ещё раз.') : null
        }
        onRetry={() => void data.refetch()}
        refreshing={data.isFetching}
        saving={saving.isLoading}
        saveError={saveError}
        saved={saved}
      />
      <StaffHistory
        id="market-feed-history"
        tool="market-feed"
        describe={(change) => describeFeedChange(change, (id) => paths.get(id) ?? `№ ${id}`)}
        emptyText="Разделы фида ещё не меняли."
        onReverted={() => void data.refetch()}
      />
    </>
  );
}
