import { ADMIN_PATHS } from '@shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { StaffHistory } from '@features/staffTools';
import type { AddDraft } from '../components/AddTransitionForm';
import {
  useGetAdminSearchTransitionsQuery,
  useWriteAdminSearchTransitionMutation,
} from '../searchTransitionsApi';
import { describeTransitionChange } from '../transitionChanges';
import { addProblem, writeErrorText } from '../transitionTexts';
import { useTransitionRows } from '../useTransitionRows';
import { SearchTransitionsView } from './SearchTransitionsView';

const EMPTY_DRAFT: AddDraft = { searchQuery: '', targetUrl: '' };

/** The screen's url for a search and page: both live in the url, so a page can be linked to. */
function hrefFor(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('query', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_PATHS.searchTransitions}?${query}` : ADMIN_PATHS.searchTransitions;
}

/** `/admin/search-transitions/?query=&page=`: the table from the server and its writes. */
export function SearchTransitionsScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('query') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const table = useGetAdminSearchTransitionsQuery({ query: search || undefined, page });
  const result = table.currentData?.result ?? table.data?.result;
  const { rows, edit, remove } = useTransitionRows(result?.items);

  const [write] = useWriteAdminSearchTransitionMutation();
  const [addDraft, setAddDraft] = useState(EMPTY_DRAFT);
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const problem = addProblem(addDraft.searchQuery, addDraft.targetUrl);
    setAddError(problem);
    if (problem) return;
    setAdding(true);
    try {
      await write({ searchTransitionWrite: { action: 'add', item: addDraft } }).unwrap();
      setAddDraft(EMPTY_DRAFT);
      // The newest rows come first: the first page of the whole table shows the one just added.
      setParams({});
    } catch (error) {
      setAddError(writeErrorText(error, addDraft.searchQuery));
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <SearchTransitionsView
        rows={rows}
        total={result?.total ?? 0}
        page={page}
        pageCount={result?.pageCount ?? 0}
        hrefForPage={(n) => hrefFor(search, n)}
        linkAs={RouterLink}
        search={search}
        onSearch={(text) => setParams(new URLSearchParams(hrefFor(text, 1).split('?')[1]))}
        refreshing={table.isFetching}
        loadError={
          table.isError
            ? errorMessageOf(table.error, 'Проверьте связь и попробуйте ещё раз.')
            : null
        }
        onRetry={() => void table.refetch()}
        onEdit={edit}
        onDelete={(id) => void remove(id)}
        addDraft={addDraft}
        onAddDraftChange={(draft) => {
          setAddDraft(draft);
          setAddError(null);
        }}
        onAdd={() => void add()}
        adding={adding}
        addError={addError}
      />
      <StaffHistory
        id="search-transitions-history"
        tool="search-transitions"
        describe={describeTransitionChange}
        emptyText="Переходы ещё не меняли."
      />
    </>
  );
}
