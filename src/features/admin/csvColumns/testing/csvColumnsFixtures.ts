import type { CsvColumn, CsvSection } from '@features/api';

/** A small catalogue tree as getData lists it; section 404 is not in it (a deleted section). */
export const sections: CsvSection[] = [
  { ID: 1, LABEL: '• Алмазная мозаика' },
  { ID: 2, LABEL: '• • Цветы' },
  { ID: 3, LABEL: '• • Животные' },
  { ID: 4, LABEL: '• Картины по номерам' },
  { ID: 5, LABEL: '• • Пейзажи' },
];

const DELETED_SECTION_ID = 404;

export const columns: CsvColumn[] = [
  {
    ID: 1,
    CODE: 'NAME',
    SORT: 10,
    NAME: 'Название',
    DESCRIPTION: 'Название товара, как его видит покупатель.',
    EXAMPLES: 'Алмазная мозаика «Лавандовое поле» 40x50',
    IN_FILTER: 0,
    FILTER_DATA: [],
  },
  {
    ID: 2,
    CODE: 'PROPERTY_RAZMER',
    SORT: 20,
    NAME: 'Размер',
    DESCRIPTION: 'Размер в сантиметрах: ширина x высота.',
    EXAMPLES: '40x50',
    IN_FILTER: 1,
    FILTER_DATA: [
      {
        SECTION_IDS: [1, 2],
        SECTION_ID: 1,
        FILTER_VARIANTS: ['30x40', '40x50'],
        FILTER_RULES: ['numeric'],
      },
      {
        SECTION_IDS: [DELETED_SECTION_ID],
        SECTION_ID: DELETED_SECTION_ID,
        FILTER_VARIANTS: [],
        FILTER_RULES: ['numeric'],
      },
    ],
  },
  {
    ID: 3,
    CODE: 'PROPERTY_BREND',
    SORT: 30,
    NAME: 'Бренд',
    DESCRIPTION: 'Название производителя.',
    EXAMPLES: 'Hobby Home',
    IN_FILTER: 1,
    FILTER_DATA: [],
  },
];

/** `count` made-up property columns (PROPERTY_1 … ), in SORT order. */
export const manyColumns = (count: number): CsvColumn[] =>
  Array.from({ length: count }, (_, i) => ({
    ID: i + 1,
    CODE: `PROPERTY_${i + 1}`,
    SORT: (i + 1) * 10,
    NAME: `Свойство ${i + 1}`,
    DESCRIPTION: 'Значение свойства товара.',
    EXAMPLES: `пример ${i + 1}`,
    IN_FILTER: i % 3 === 0 ? 1 : 0,
    FILTER_DATA: [],
  }));
