import { useState } from 'react';
import type { CsvColumn } from '@features/api';
import {
  columnDraftOf,
  newColumnDraft,
  newRuleDraft,
  rebaseDrafts,
  type ColumnDraft,
  type DraftList,
  type RuleDraft,
} from './columnDrafts';

interface Drafts extends DraftList {
  source: readonly CsvColumn[] | undefined;
  /** What the save on its way sent, to keep what is done meanwhile when its answer comes. */
  sent?: DraftList;
}

const fresh = (source: readonly CsvColumn[] | undefined): Drafts => ({
  source,
  columns: source?.map(columnDraftOf) ?? [],
  removed: [],
});

/**
 * The columns as staff edit them until the save. A new list from the server (the first load, or
 * the answer of a save) is what is stored now; what staff did while a save was on its way stays.
 */
export function useColumnDrafts(source: readonly CsvColumn[] | undefined) {
  const [drafts, setDrafts] = useState(() => fresh(source));
  let current = drafts;
  if (drafts.source !== source) {
    current = drafts.sent
      ? { source, ...rebaseDrafts(fresh(source), drafts.sent, drafts) }
      : fresh(source);
    setDrafts(current);
  }

  const update = (key: string, change: (column: ColumnDraft) => ColumnDraft) =>
    setDrafts((state) => ({
      ...state,
      columns: state.columns.map((c) => (c.key === key ? { ...change(c), changed: true } : c)),
    }));

  return {
    columns: current.columns,
    removed: current.removed,
    dirty: current.removed.length > 0 || current.columns.some((c) => c.changed),
    change: (key: string, patch: Partial<ColumnDraft>) =>
      update(key, (column) => ({ ...column, ...patch })),
    add: () => {
      const column = newColumnDraft(current.columns);
      setDrafts((state) => ({ ...state, columns: [...state.columns, column] }));
      return column.key;
    },
    remove: (key: string) =>
      setDrafts((state) => {
        const gone = state.columns.find((c) => c.key === key);
        return {
          ...state,
          columns: state.columns.filter((c) => c.key !== key),
          removed: gone?.ID ? [...state.removed, gone.ID] : state.removed,
        };
      }),
    addRule: (key: string) =>
      update(key, (column) => ({
        ...column,
        FILTER_DATA: [...column.FILTER_DATA, newRuleDraft()],
      })),
    changeRule: (key: string, ruleKey: string, patch: Partial<RuleDraft>) =>
      update(key, (column) => ({
        ...column,
        FILTER_DATA: column.FILTER_DATA.map((r) => (r.key === ruleKey ? { ...r, ...patch } : r)),
      })),
    removeRule: (key: string, ruleKey: string) =>
      update(key, (column) => ({
        ...column,
        FILTER_DATA: column.FILTER_DATA.filter((r) => r.key !== ruleKey),
      })),
    reset: () => setDrafts(fresh(source)),
    /** Call as the save is sent: what it sent is the base its answer is laid over. */
    saveSent: () =>
      setDrafts((state) => ({
        ...state,
        sent: { columns: state.columns, removed: state.removed },
      })),
  };
}

export type ColumnDrafts = ReturnType<typeof useColumnDrafts>;
