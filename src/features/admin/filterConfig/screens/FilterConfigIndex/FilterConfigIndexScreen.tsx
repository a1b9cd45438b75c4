import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { useGetAdminFilterConfigQuery } from '../../filterConfigApi';
import { filterConfigHref } from '../../sectionOptions';
import { FilterConfigIndexView } from './FilterConfigIndexView';

/** `/admin/filter/`: the sections from the server; Go opens the chosen one's settings. */
export function FilterConfigIndexScreen() {
  const query = useGetAdminFilterConfigQuery();
  const navigate = useNavigate();
  const index = query.data?.result;
  if (!index) {
    if (query.isError)
      return (
        <ErrorState
          title="Не удалось загрузить разделы"
          text={errorMessageOf(query.error, 'Проверьте связь и попробуйте ещё раз.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return <Spinner size="l" label="Загружаем разделы" />;
  }
  return (
    <FilterConfigIndexView
      index={index}
      onGo={(sectionId) => void navigate(filterConfigHref(sectionId))}
      linkAs={RouterLink}
    />
  );
}
