import { describe, expect, it } from 'vitest';
import type { CsvColumn } from '@features/api';
import { describeColumnChange } from './columnChanges';

const column = (extra: Partial<CsvColumn>): CsvColumn => ({
  ID: 1,
  CODE: 'PROPERTY_RAZMER',
  SORT: 3,
  NAME: 'Размер',
  DESCRIPTION: '',
  EXAMPLES: '',
  IN_FILTER: 1,
  FILTER_DATA: [],
  ...extra,
});

describe('describeColumnChange (issue 25 point 6)', () => {
  it('says sort, texts and the filter flag before → after; columns added and removed', () => {
    expect(
      describeColumnChange({
        before: [column({}), column({ ID: 2, CODE: 'PROPERTY_TEMA', NAME: 'Тема' })],
        after: [
          column({ SORT: 1, NAME: 'Размер холста', IN_FILTER: 0 }),
          column({ ID: 3, CODE: 'PROPERTY_BREND', NAME: 'Бренд' }),
        ],
      }),
    ).toEqual([
      'PROPERTY_RAZMER, сортировка: 3 → 1',
      'PROPERTY_RAZMER, название: «Размер» → «Размер холста»',
      'PROPERTY_RAZMER, в фильтре: да → нет',
      'Добавлена колонка PROPERTY_BREND «Бренд»',
      'Удалена колонка PROPERTY_TEMA «Тема»',
    ]);
  });
});
