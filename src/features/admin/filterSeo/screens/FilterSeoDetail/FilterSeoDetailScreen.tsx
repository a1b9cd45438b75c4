import { useState } from 'react';
import type { FilterSeoDetail, FilterSeoItem } from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { useToast } from '@ui/Toast';
import { useGetFilterSeoDetailQuery, useSaveFilterSeoMutation } from '../../filterSeoApi';
import { saveItems } from '../../seoItems';
import { SAVE_FAILED, SAVED, UnsavedChangesGuard, useRevert } from '@features/staffTools';
import { FilterSeoDetailView } from './FilterSeoDetailView';

/** The items as edited, tied to the answer they started from: a reload starts them afresh. */
interface Draft {
  source: FilterSeoDetail;
  items: FilterSeoItem[];
}

/** `/admin/filter-seo/?base_url=`: the url's SEO items from the server and their save. */
export function FilterSeoDetailScreen({ baseUrl }: { baseUrl: string }) {
  const query = useGetFilterSeoDetailQuery({ baseUrl });
  const [save, saving] = useSaveFilterSeoMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const { showToast } = useToast();
  // Issue 25 point 6: a revert changes the url's items on the server; the screen reloads them.
  const [revert, reverting] = useRevert(() => void query.refetch());

  const detail = query.data?.result;
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

  const dirty = draft?.source === detail;
  const items = dirty ? draft.items : detail.items;
  const onSave = async () => {
    try {
      // The save answers and invalidates the url's data, so the screen shows what was stored.
      await save({ body: { items: saveItems(items) } }).unwrap();
      showToast(SAVED);
    } catch {
      showToast(SAVE_FAILED);
    }
  };
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <FilterSeoDetailView
        detail={detail}
        items={items}
        dirty={dirty}
        busy={saving.isLoading || query.isFetching || reverting}
        onItemsChange={(changed) => setDraft({ source: detail, items: changed })}
        onSave={() => void onSave()}
        onReset={() => setDraft(null)}
        onRevert={revert}
        linkAs={RouterLink}
      />
    </>
  );
}
