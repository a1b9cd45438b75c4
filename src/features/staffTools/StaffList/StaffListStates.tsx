import type { ReactNode } from 'react';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';

export interface StaffListStatesProps<Items extends readonly unknown[]> {
  /** The page's items; null while the first answer is on its way, or when it failed. */
  items: Items | null;
  /** What the list holds, plural accusative: 'заказы' gives «Загружаем заказы». */
  noun: string;
  /** Why the items could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** A request is on its way (the retry's button waits for it). */
  refreshing?: boolean;
  /** Said when the page holds nothing. */
  empty: { title: string; text: string };
  /** The items shown, once there are some. */
  children: (items: Items) => ReactNode;
}

/**
 * A staff list's states in one place: loading, failed with a retry, empty, or the items; so every
 * tool's list says them in the same words.
 */
export function StaffListStates<Items extends readonly unknown[]>({
  items,
  noun,
  loadError = null,
  onRetry,
  refreshing = false,
  empty,
  children,
}: StaffListStatesProps<Items>) {
  if (items === null)
    return loadError ? (
      <ErrorState
        title={`Не удалось загрузить ${noun}`}
        text={loadError}
        onRetry={onRetry}
        retrying={refreshing}
      />
    ) : (
      <Spinner size="l" label={`Загружаем ${noun}`} />
    );
  if (items.length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return children(items);
}
