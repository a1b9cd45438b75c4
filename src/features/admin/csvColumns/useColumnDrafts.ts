import { useState } from 'react';
import type { CsvColumn } from '@features/api';
import {
  columnDraftOf,
  newColumnDraft,
  newRuleDraft,
  type ColumnDraft,
  type RuleDraft,
} from './columnDrafts';

interface Drafts {
  source: readonly CsvColumn[] | undefined;
  columns: ColumnDraft[];
  removed: number[];
}

const fresh = (source: readonly CsvColumn[] | undefined): Drafts => ({
  source,
  columns: source?.map(columnDraftOf) ?? [],
  removed: [],
});

/**
 * The columns as staff edit them until the save. A new list from the server (the first load, or
 * the answer of a save) replaces the edits: it is what is stored now.
 */
export function useColumnDrafts(source: readonly CsvColumn[] | undefined) {
  const [drafts, setDrafts] = useState(() => fresh(source));
  let current = drafts;
  if (drafts.source !== source) {
    current = fresh(source);
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
  };
}

export type ColumnDrafts = ReturnType<typeof useColumnDrafts>;
