import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { useToast } from '@ui/Toast';
import { useDeleteFilterSeoMutation, useGetFilterSeoUrlsQuery } from '../../filterSeoApi';
import { filterSeoHref } from '../../seoItems';
import { DELETE_FAILED, DELETED } from '../../seoMessages';
import { FilterSeoIndexView } from './FilterSeoIndexView';

/** `/admin/filter-seo/`: the created urls from the server, Go, and the delete with its messages. */
export function FilterSeoIndexScreen() {
  const query = useGetFilterSeoUrlsQuery();
  const [remove, removing] = useDeleteFilterSeoMutation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const urls = query.data?.result;
  if (!urls) {
    if (query.isError)
      return (
        <ErrorState
          title="Не удалось загрузить адреса"
          text={errorMessageOf(query.error, 'Проверьте связь и попробуйте ещё раз.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return <Spinner size="l" label="Загружаем адреса" />;
  }
  // R-SEO-4: the delete invalidates the list on failure too (filterSeoApi), so it is fetched anew.
  const onDelete = async (baseUrl: string) => {
    try {
      await remove({ body: { baseUrl } }).unwrap();
      showToast(DELETED);
    } catch {
      showToast(DELETE_FAILED);
    }
  };
  return (
    <FilterSeoIndexView
      urls={urls}
      onGo={(url, note) => {
        void navigate(filterSeoHref(url));
        if (note) showToast({ variant: 'info', title: 'Адрес исправлен', text: note });
      }}
      shopHost={window.location.host}
      onDelete={(url) => void onDelete(url)}
      deleting={removing.isLoading ? (removing.originalArgs?.body.baseUrl ?? null) : null}
      linkAs={RouterLink}
    />
  );
}
