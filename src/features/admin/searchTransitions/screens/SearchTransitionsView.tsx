import { useState } from 'react';
import type { LinkComponent } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { Pagination } from '@ui/Pagination';
import { AddTransitionForm, type AddDraft } from '../components/AddTransitionForm';
import { TransitionTable, type TransitionRowView } from '../components/TransitionTable';
import {
  Block,
  BlockTitle,
  Heading,
  Muted,
  StaffListStates,
  StaffSearchBar,
} from '@features/staffTools';
import { DELETE_QUESTION } from '../transitionTexts';

export interface SearchTransitionsViewProps {
  /** The page's rows as typed; null while the first page loads. */
  rows: readonly TransitionRowView[] | null;
  /** How many transitions match the search, on all pages. */
  total: number;
  page: number;
  pageCount: number;
  /** The url of a page of the same search (Pagination). */
  hrefForPage: (page: number) => string;
  linkAs?: LinkComponent;
  /** The search the rows are for ('' for all). */
  search: string;
  onSearch: (text: string) => void;
  /** A newer page or search is being fetched while the old rows still show. */
  refreshing?: boolean;
  /** Why the rows could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  onEdit: (id: number, change: { searchQuery: string; targetUrl: string }) => void;
  /** Called once the staff member confirmed the delete (R-DT-4). */
  onDelete: (id: number) => void;
  addDraft: AddDraft;
  onAddDraftChange: (draft: AddDraft) => void;
  onAdd: () => void;
  adding?: boolean;
  addError?: string | null;
}

/**
 * `/admin/search-transitions/` (spec §2, R-DT-1…4): the add row, a search over queries and
 * targets, and a page of query → target rows that save as they are typed.
 */
export function SearchTransitionsView({
  rows,
  total,
  page,
  pageCount,
  hrefForPage,
  linkAs,
  search,
  onSearch,
  refreshing = false,
  loadError = null,
  onRetry,
  onEdit,
  onDelete,
  addDraft,
  onAddDraftChange,
  onAdd,
  adding,
  addError,
}: SearchTransitionsViewProps) {
  const [asked, setAsked] = useState<number | null>(null);
  return (
    <section aria-labelledby="search-transitions-title">
      <Heading id="search-transitions-title">Прямые переходы поиска</Heading>
      <Muted>
        Запрос, набранный в поиске магазина, сразу открывает свою страницу. Запросы сравниваются без
        учёта регистра и пробелов по краям; изменения в строке сохраняются по мере ввода.
      </Muted>
      <AddTransitionForm
        draft={addDraft}
        onDraftChange={onAddDraftChange}
        onAdd={onAdd}
        adding={adding}
        error={addError}
      />
      <Block aria-labelledby="search-transitions-list">
        <BlockTitle id="search-transitions-list">Переходы</BlockTitle>
        <StaffSearchBar
          label="Поиск по запросам и страницам"
          placeholder="Запрос или адрес страницы"
          search={search}
          onSearch={onSearch}
          found={rows && total}
          refreshing={refreshing}
        />
        <StaffListStates
          items={rows}
          noun="переходы"
          loadError={loadError}
          onRetry={onRetry}
          refreshing={refreshing}
          empty={
            search
              ? {
                  title: 'Ничего не найдено',
                  text: `Ни запрос, ни страница не содержат «${search}».`,
                }
              : {
                  title: 'Переходов пока нет',
                  text: 'Добавьте первый: запрос и страницу, на которую он ведёт.',
                }
          }
        >
          {(loaded) => (
            <TransitionTable
              rows={loaded}
              onEdit={onEdit}
              onAskDelete={setAsked}
              refreshing={refreshing}
            />
          )}
        </StaffListStates>
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefForPage} linkAs={linkAs} />
      </Block>
      <ConfirmDialog
        open={asked !== null}
        title={DELETE_QUESTION}
        text={rows?.find((row) => row.id === asked)?.searchQuery}
        confirmLabel="Удалить"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked !== null) onDelete(asked);
          setAsked(null);
        }}
      />
    </section>
  );
}
