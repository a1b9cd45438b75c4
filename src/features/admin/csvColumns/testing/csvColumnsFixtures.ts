import type { CsvColumn, CsvSection } from '@features/api';
import { sectionPathsById } from '@features/staffTools';

const section = (ID: number, NAME: string, PARENT_ID: number | null): CsvSection => ({
  ID,
  LABEL: `${PARENT_ID === null ? '• ' : '• • '}${NAME}`,
  NAME,
  PARENT_ID,
});

/**
 * A small catalogue tree as getData lists it, in tree order, with two sections named «Религия»;
 * section 404 is not in it (a deleted section).
 */
export const sections: CsvSection[] = [
  section(1, 'Алмазная мозаика', null),
  section(2, 'Религия', 1),
  section(3, 'Животные', 1),
  section(4, 'Картины по номерам', null),
  section(5, 'Пейзажи', 4),
  section(6, 'Религия', 4),
];

/** The sections' paths by id, as the screen names them (issue 25 point 8). */
export const sectionPaths = sectionPathsById(
  sections.map((s) => ({ id: s.ID, name: s.NAME, parentId: s.PARENT_ID })),
);

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
