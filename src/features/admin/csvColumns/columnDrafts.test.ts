import { describe, expect, it } from 'vitest';
import type { CsvColumn } from '@features/api';
import {
  columnDraftOf,
  newColumnDraft,
  rebaseDrafts,
  saveBodyOf,
  sectionLabel,
} from './columnDrafts';

const size: CsvColumn = {
  ID: 9,
  CODE: 'PROPERTY_RAZMER',
  SORT: 90,
  NAME: 'Размер',
  DESCRIPTION: 'Ширина x высота',
  EXAMPLES: '40x50',
  IN_FILTER: 1,
  FILTER_DATA: [
    { SECTION_IDS: [3, 4], SECTION_ID: 3, FILTER_VARIANTS: ['40x50'], FILTER_RULES: ['numeric'] },
  ],
};

describe('issue 13 point 3: what the CSV columns screen posts', () => {
  it('sends only changed and new columns, with lists parsed from the typed text, and the removed ids', () => {
    const kept = columnDraftOf(size);
    const edited = {
      ...columnDraftOf({ ...size, ID: 10, CODE: 'PROPERTY_TEMA' }),
      NAME: ' Тема ',
      changed: true,
    };
    edited.FILTER_DATA = [
      {
        ...edited.FILTER_DATA[0]!,
        sectionIds: '4, 5,, ',
        variants: '40x50, 30x40,',
        rules: 'numeric\n\nда => Y',
      },
    ];
    const fresh = { ...newColumnDraft([kept, edited]), CODE: 'NEW', NAME: 'Новая' };
    expect(fresh.SORT).toBe('100');
    expect(saveBodyOf([kept, edited, fresh], [7])).toEqual({
      action: 'save',
      columns: [
        {
          ID: 10,
          CODE: 'PROPERTY_TEMA',
          SORT: 90,
          NAME: 'Тема',
          DESCRIPTION: 'Ширина x высота',
          EXAMPLES: '40x50',
          IN_FILTER: 1,
          FILTER_DATA: [
            {
              SECTION_ID: 3,
              SECTION_IDS: [3, 4, 5],
              FILTER_VARIANTS: ['40x50', '30x40'],
              FILTER_RULES: ['numeric', 'да => Y'],
            },
          ],
        },
        {
          CODE: 'NEW',
          SORT: 100,
          NAME: 'Новая',
          DESCRIPTION: '',
          EXAMPLES: '',
          IN_FILTER: 0,
          FILTER_DATA: [],
        },
      ],
      columns_remove: [7],
    });
  });

  it('R-COL-2: a section id the tree does not hold is labelled «Раздел удален»', () => {
    const labels = new Map([[3, '• Алмазная мозаика']]);
    expect(sectionLabel(labels, 3)).toBe('• Алмазная мозаика');
    expect(sectionLabel(labels, 404)).toBe('Раздел удален');
  });
});

describe('issue 13 point 3: what staff do while a save is on its way is kept', () => {
  const column = (ID: number, NAME: string) => ({ ...columnDraftOf({ ...size, ID }), NAME });

  it('keeps a stored column edited, a column added and a column removed after the save was sent', () => {
    const sent = { columns: [column(1, 'Один'), column(2, 'Два'), column(3, 'Три')], removed: [] };
    const typedOn = { ...sent.columns[0]!, NAME: 'Один, исправлено', changed: true };
    const added = newColumnDraft(sent.columns);
    const current = {
      columns: [typedOn, sent.columns[1]!, added],
      removed: [3],
    };
    const saved = {
      columns: [column(1, 'Один'), column(2, 'Два (сервер)'), column(3, 'Три')],
      removed: [],
    };

    const rebased = rebaseDrafts(saved, sent, current);
    expect(rebased.columns.map((c) => [c.ID, c.NAME, c.changed])).toEqual([
      [1, 'Один, исправлено', true],
      [2, 'Два (сервер)', false],
      [0, '', true],
    ]);
    expect(rebased.removed).toEqual([3]);
  });

  it('is the saved list when nothing was done meanwhile', () => {
    const sent = { columns: [column(1, 'Один')], removed: [] };
    const saved = { columns: [column(1, 'Один (сервер)')], removed: [] };
    expect(rebaseDrafts(saved, sent, sent)).toEqual(saved);
  });
});
