import { useState } from 'react';
import type { FilterSeoDetail, FilterSeoItem } from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { useToast } from '@ui/Toast';
import {
  useGetFilterSeoDetailQuery,
  useSaveFilterSeoItemMutation,
  useSaveFilterSeoMutation,
} from '../../filterSeoApi';
import { rebaseSeoItems, sameSeoItems, saveItem, saveItems } from '../../seoItems';
import { SAVE_FAILED, SAVED, UnsavedChangesGuard, useRevert } from '@features/staffTools';
import { FilterSeoDetailView } from './FilterSeoDetailView';

/** The items as edited, tied to the answer they were last laid over. */
interface Draft {
  source: FilterSeoDetail;
  items: FilterSeoItem[];
}

/** `/admin/filter-seo/?base_url=`: the url's SEO items from the server and their saves. */
export function FilterSeoDetailScreen({ baseUrl }: { baseUrl: string }) {
  const query = useGetFilterSeoDetailQuery({ baseUrl });
  const [save, saving] = useSaveFilterSeoMutation();
  const [saveOne, savingOne] = useSaveFilterSeoItemMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const { showToast } = useToast();
  // Issue 25 point 6: a revert changes the url's items on the server; the screen reloads them.
  const [revert, reverting] = useRevert(() => void query.refetch());

  const detail = query.data?.result;
  // A new answer (one item saved) keeps the other pending edits on top of it (issue 25 point 9).
  let current = draft;
  if (detail && draft && draft.source !== detail) {
    current = { source: detail, items: rebaseSeoItems(draft.items, detail.items) };
    setDraft(current);
  }
  if (!detail) {
    if (query.isError)
      return (
        <ErrorState
          title="Не удалось открыть настройки адреса"
          text={errorMessageOf(query.error, 'Проверьте связь и попробуйте ещё раз.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return <Spinner size="l" label="Загружаем настройки адреса" />;
  }

  const items = current?.items ?? detail.items;
  const dirty = !sameSeoItems(items, detail.items);
  const onSave = async () => {
    try {
      // The save answers and invalidates the url's data, so the screen shows what was stored.
      await save({ body: { items: saveItems(items) } }).unwrap();
      setDraft(null);
      showToast(SAVED);
    } catch {
      showToast(SAVE_FAILED);
    }
  };
  const onSaveItem = async (item: FilterSeoItem) => {
    try {
      await saveOne({ body: { item: saveItem(item) } }).unwrap();
      showToast(SAVED);
    } catch {
      showToast(SAVE_FAILED);
    }
  };
  const busy = saving.isLoading || savingOne.isLoading || query.isFetching || reverting;
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <FilterSeoDetailView
        detail={detail}
        items={items}
        dirty={dirty}
        busy={busy}
        savingAll={saving.isLoading}
        savingItem={
          savingOne.isLoading ? (savingOne.originalArgs?.body.item.UF_PROPERTY_ID ?? null) : null
        }
        onItemsChange={(changed) => setDraft({ source: detail, items: changed })}
        onSave={() => void onSave()}
        onSaveItem={(item) => void onSaveItem(item)}
        onReset={() => setDraft(null)}
        onRevert={revert}
        linkAs={RouterLink}
      />
    </>
  );
}
