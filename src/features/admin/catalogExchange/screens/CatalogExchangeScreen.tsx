import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { errorMessageOf } from '@features/api';
import { sectionPathsById, StaffHistory } from '@features/staffTools';
import { selectUser } from '@features/session';
import { useGetAdminCatalogExchangeQuery } from '../catalogExchangeApi';
import type { SaveFile } from '../exportDownload';
import { ImportCard } from '../import';
import { describeExchangeChange } from '../exchangeChanges';
import { CatalogExchangeView } from './CatalogExchangeView';
import { ExchangeCards } from './ExchangeCards';

export interface CatalogExchangeScreenProps {
  /** The import card; the real one by default (stories of the other cards leave it out). */
  importCard?: ReactNode;
  /** Where exported files go; the browser's download by default. */
  saveFile?: SaveFile;
}

/** `/admin/catalog-exchange/`: the screen's data from getData, the cards, and who is signed in. */
export function CatalogExchangeScreen({
  importCard = <ImportCard />,
  saveFile,
}: CatalogExchangeScreenProps) {
  const data = useGetAdminCatalogExchangeQuery({ action: 'getData' });
  // The server refuses a binding to anyone else too; this only shows the buttons disabled.
  const admin = useSelector(selectUser)?.admin === true;
  const sections = sectionPathsById(data.data?.sections ?? []);
  const properties = new Map(
    [...(data.data?.properties ?? []), ...(data.data?.sharedProperties ?? [])].map((p) => [
      p.ID,
      p.NAME,
    ]),
  );
  const names = {
    sectionName: (id: number) => sections.get(id) ?? (id === 0 ? 'Общие свойства' : `№ ${id}`),
    propertyName: (id: number) => properties.get(id) ?? `№ ${id}`,
  };
  return (
    <>
      <CatalogExchangeView
        loading={!data.data}
        loadError={
          data.isError && !data.data
            ? errorMessageOf(data.error, 'Проверьте связь и попробуйте ещё раз.')
            : null
        }
        onRetry={() => void data.refetch()}
        refreshing={data.isFetching}
      >
        {data.data && (
          <ExchangeCards
            data={data.data}
            admin={admin}
            importCard={importCard}
            saveFile={saveFile}
          />
        )}
      </CatalogExchangeView>
      <StaffHistory
        id="catalog-exchange-history"
        tool="catalog-exchange"
        describe={(change) => describeExchangeChange(change, names)}
        emptyText="Настройки обмена ещё не меняли."
      />
    </>
  );
}
