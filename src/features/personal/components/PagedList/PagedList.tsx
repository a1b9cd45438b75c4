import type { ReactNode } from 'react';
import { Button, type LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import type { IconName } from '@ui/Icon';
import { LoadingBlock } from '@ui/LoadingOverlay';
import { Pagination } from '@ui/Pagination';
import { pagedUrl } from '../../pagedUrl';

/** What a list says in each state but the full one. */
export interface PagedListTexts {
  /** The page could not be loaded ('Не удалось загрузить заказы.'). */
  failed: string;
  /** For screen readers while it loads ('Загрузка заказов'). */
  loading: string;
  /** The shopper has none yet ('Заказов пока нет'), and what will be here. */
  empty: string;
  emptyText: string;
  /** A page past the last one ('На этой странице заказов нет'). */
  emptyPage: string;
}

export interface PagedListProps<T> {
  /** The page the server gave; null until it is loaded. */
  page: { items: readonly T[]; page: number; pages: number } | null;
  /** The page could not be loaded. */
  failed?: boolean;
  onRetry?: () => void;
  /** The list's url: its first page; the others are `/page/{n}/` under it. */
  basePath: string;
  texts: PagedListTexts;
  /** The empty list's picture. */
  icon: IconName;
  /** Draws the page's items. */
  children: (items: readonly T[]) => ReactNode;
  linkAs?: LinkComponent;
}

/**
 * A cabinet list that the server gives a page at a time (orders, purchases): the page's items
 * with the pages under them, or why there are none, a way back from a page past the last one,
 * loading and a failed load.
 */
export function PagedList<T>({
  page,
  failed = false,
  onRetry,
  basePath,
  texts,
  icon,
  children,
  linkAs,
}: PagedListProps<T>) {
  if (failed) return <ErrorState text={texts.failed} onRetry={onRetry} />;
  if (!page) return <LoadingBlock label={texts.loading} />;
  if (page.items.length === 0 && page.page > 1)
    return (
      <EmptyState
        icon={icon}
        title={texts.emptyPage}
        action={
          <Button href={basePath} linkAs={linkAs}>
            К первой странице
          </Button>
        }
      />
    );
  if (page.items.length === 0)
    return (
      <EmptyState
        icon={icon}
        title={texts.empty}
        text={texts.emptyText}
        action={
          <Button href="/shop/" linkAs={linkAs}>
            Перейти в каталог
          </Button>
        }
      />
    );
  return (
    <>
      {children(page.items)}
      <Pagination
        page={page.page}
        pageCount={page.pages}
        hrefFor={(n) => pagedUrl(basePath, n)}
        linkAs={linkAs}
      />
    </>
  );
}
