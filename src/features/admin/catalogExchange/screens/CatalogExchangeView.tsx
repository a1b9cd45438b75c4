import type { ReactNode } from 'react';
import { Heading, Muted } from '@features/staffTools';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';

export interface CatalogExchangeViewProps {
  /** The cards, once the screen's data is there; null while it loads or after it failed. */
  children: ReactNode;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  refreshing?: boolean;
}

/**
 * `/admin/catalog-exchange/` (spec §2 "Catalogue CSV exchange screen", R-CSV-1): the page around
 * the cards, and what it shows while their data loads or when it could not.
 */
export function CatalogExchangeView({
  children,
  loading = false,
  loadError = null,
  onRetry,
  refreshing = false,
}: CatalogExchangeViewProps) {
  return (
    <section aria-labelledby="catalog-exchange-title">
      <Heading id="catalog-exchange-title">Обмен каталога CSV</Heading>
      <Muted>
        Выберите разделы, свойства и колонки и выгрузите товары в CSV, или загрузите файл: сначала
        он будет проверен, и ничего не запишется, пока вы не решите.
      </Muted>
      {loadError ? (
        <ErrorState
          title="Не удалось загрузить данные обмена"
          text={loadError}
          onRetry={onRetry}
          retrying={refreshing}
        />
      ) : loading ? (
        <Spinner size="l" label="Загружаем данные обмена" />
      ) : (
        children
      )}
    </section>
  );
}
