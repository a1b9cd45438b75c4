import type { CsvColumn, CsvColumnInput, CsvColumnRule, CsvColumnsSave } from '@features/api';

/** R-COL-3 (spec §5), word for word. */
export const DELETE_COLUMN_QUESTION = 'Удалить описание колонки?';
export const DELETE_RULE_QUESTION = 'Удалить?';
/** R-COL-2 (spec §3): the label of a rule whose section is gone. */
export const DELETED_SECTION = 'Раздел удален';

/** A rule as typed: lists stay text until the save, so a half-typed ', ' is not lost. */
export interface RuleDraft {
  key: string;
  SECTION_ID: number;
  sectionIds: string;
  variants: string;
  rules: string;
}

/** A column as typed. ID 0 is a column not saved yet; `changed` marks what the save sends. */
export interface ColumnDraft {
  key: string;
  ID: number;
  CODE: string;
  SORT: string;
  NAME: string;
  DESCRIPTION: string;
  EXAMPLES: string;
  IN_FILTER: boolean;
  FILTER_DATA: RuleDraft[];
  changed: boolean;
}

let lastKey = 0;
const nextKey = () => `new-${++lastKey}`;

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** @internal exported for a test only */
export const ruleDraftOf = (rule: CsvColumnRule, key = nextKey()): RuleDraft => ({
  key,
  SECTION_ID: rule.SECTION_ID,
  sectionIds: rule.SECTION_IDS.join(', '),
  variants: rule.FILTER_VARIANTS.join(', '),
  rules: rule.FILTER_RULES.join('\n'),
});

export const columnDraftOf = (column: CsvColumn): ColumnDraft => ({
  key: `column-${column.ID}`,
  ID: column.ID,
  CODE: column.CODE,
  SORT: String(column.SORT),
  NAME: column.NAME,
  DESCRIPTION: column.DESCRIPTION,
  EXAMPLES: column.EXAMPLES,
  IN_FILTER: column.IN_FILTER === 1,
  FILTER_DATA: column.FILTER_DATA.map((rule, i) => ruleDraftOf(rule, `rule-${column.ID}-${i}`)),
  changed: false,
});

/** A new column placed after the last one (SORT steps of 10, as the seeded columns go). */
export function newColumnDraft(after: readonly ColumnDraft[]): ColumnDraft {
  const sort = Math.max(0, ...after.map((c) => Number(c.SORT) || 0)) + 10;
  return {
    key: nextKey(),
    ID: 0,
    CODE: '',
    SORT: String(sort),
    NAME: '',
    DESCRIPTION: '',
    EXAMPLES: '',
    IN_FILTER: false,
    FILTER_DATA: [],
    changed: true,
  };
}

export const newRuleDraft = (): RuleDraft =>
  ruleDraftOf({
    SECTION_IDS: [],
    SECTION_ID: 0,
    FILTER_VARIANTS: [],
    FILTER_RULES: [],
  });

function ruleOf(draft: RuleDraft): CsvColumnRule {
  // A typed id that is not a number goes out as null, which the server refuses naming the field.
  const ids = splitList(draft.sectionIds).map(Number);
  return {
    SECTION_ID: draft.SECTION_ID,
    // The rule's own section is one of the sections it names, as the CSV exchange reads it.
    SECTION_IDS: [...new Set([draft.SECTION_ID, ...ids].filter((id) => id !== 0))],
    FILTER_VARIANTS: splitList(draft.variants),
    FILTER_RULES: draft.rules
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

function inputOf(draft: ColumnDraft): CsvColumnInput {
  return {
    ...(draft.ID ? { ID: draft.ID } : {}),
    CODE: draft.CODE.trim(),
    SORT: Number(draft.SORT),
    NAME: draft.NAME.trim(),
    DESCRIPTION: draft.DESCRIPTION.trim(),
    EXAMPLES: draft.EXAMPLES.trim(),
    IN_FILTER: draft.IN_FILTER ? 1 : 0,
    FILTER_DATA: draft.FILTER_DATA.map(ruleOf),
  };
}

/** The form post of spec §7: the changed and new columns, and the ids of those deleted. */
export function saveBodyOf(
  drafts: readonly ColumnDraft[],
  removed: readonly number[],
): CsvColumnsSave {
  return {
    action: 'save',
    columns: drafts.filter((d) => d.changed).map(inputOf),
    columns_remove: [...removed],
  };
}

/** The label of a section id in a rule: its tree label, or 'Раздел удален' when it is gone. */
export function sectionLabel(labels: ReadonlyMap<number, string>, id: number): string {
  return labels.get(id) ?? DELETED_SECTION;
}

/** The edit state of the screen: the columns as typed and the ids removed since the last save. */
export interface DraftList {
  columns: ColumnDraft[];
  removed: number[];
}

/**
 * The stored list a save answered with (`saved`), plus what staff did while that save was on its
 * way: the edits of `current` that were not in the list sent (`sent`). A stored column edited
 * meanwhile keeps its new text, a column added meanwhile stays, a removal stays. A new column that
 * went out with the save is the saved one now; text typed into it meanwhile is not carried over.
 */
export function rebaseDrafts(saved: DraftList, sent: DraftList, current: DraftList): DraftList {
  const sentColumns = new Set(sent.columns);
  const sentKeys = new Set(sent.columns.map((column) => column.key));
  const removedSince = current.removed.filter((id) => !sent.removed.includes(id));
  const editedSince = new Map(
    current.columns
      .filter((column) => column.ID > 0 && !sentColumns.has(column))
      .map((column) => [column.ID, column]),
  );
  const addedSince = current.columns.filter(
    (column) => column.ID === 0 && !sentKeys.has(column.key),
  );
  return {
    columns: [
      ...saved.columns
        .filter((column) => !removedSince.includes(column.ID))
        .map((column) => editedSince.get(column.ID) ?? column),
      ...addedSince,
    ],
    removed: removedSince,
  };
}
