import type {
  FilterConfigDetail,
  FilterConfigIndex,
  FilterConfigItem,
  FilterSection,
  FilterValueInfo,
} from '@features/api';

const section = (
  id: number,
  name: string,
  parentId: number | null,
  depth: number,
  marks: Partial<Pick<FilterSection, 'withSettings' | 'withRelations'>> = {},
): FilterSection => {
  const label = `${'• '.repeat(depth)}${name}`;
  return {
    ID: id,
    LABEL: label,
    id,
    name,
    parentId,
    label,
    withSettings: false,
    withRelations: false,
    ...marks,
  };
};

/** The index answer: 'По-умолчанию' first, then the tree, as the server lists it. */
export const filterIndex: FilterConfigIndex = (() => {
  const allSections = [
    section(0, 'По-умолчанию', null, 0, { withSettings: true }),
    section(1, 'Рисование', null, 1),
    section(2, 'Краски', 1, 2, { withSettings: true }),
    section(3, 'Холсты', 1, 2, { withRelations: true }),
    section(4, 'Рукоделие', null, 1),
    section(5, 'Вышивка', 4, 2, { withSettings: true, withRelations: false }),
  ];
  return {
    allSections,
    sections: allSections.filter((s) => s.withSettings || s.withRelations),
    relations: [{ sectionId: 3, bindSectionId: 2 }],
  };
})();

export const emptyFilterIndex: FilterConfigIndex = {
  allSections: filterIndex.allSections.map((s) => ({
    ...s,
    withSettings: false,
    withRelations: false,
  })),
  sections: [],
  relations: [],
};

const values = (...pairs: [string, number][]): Record<string, FilterValueInfo> =>
  Object.fromEntries(
    pairs.map(([name, count]) => [name.toLowerCase(), { VALUE: name, NAME: name, COUNT: count }]),
  );

const item = (
  propertyId: number,
  name: string,
  code: string,
  sort: number,
  allValues: Record<string, FilterValueInfo>,
  extra: Partial<FilterConfigItem> = {},
): FilterConfigItem => ({
  ID: propertyId + 100,
  UF_NAME: name,
  CODE: code,
  UF_SECTION_ID: 2,
  UF_PROPERTY_ID: propertyId,
  UF_USE_DEFAULT: '0',
  UF_SORT: sort,
  UF_VALUES: [],
  ALL_VALUES: allValues,
  ...extra,
});

const property = (id: number, name: string, code: string, enabled = true) => ({
  ID: id,
  NAME: name,
  CODE: code,
  ENABLED: enabled,
  REQUIRED: 'N' as const,
  SECTION_DATA: { INHERITED: 'Y' as const, INHERITED_FROM: 0 },
});

/** Section 2 'Краски': three items, one property switched off, two saves in the change log. */
export const paintsDetail: FilterConfigDetail = {
  section: { id: 2, name: 'Краски' },
  bindSection: null,
  items: [
    item(11, 'Бренд', 'BRAND', 10, values(['Невская палитра', 14], ['Sonnet', 9], ['Ладога', 4]), {
      UF_VALUES: ['Sonnet'],
    }),
    item(12, 'Тип краски', 'PAINT_TYPE', 20, values(['Акрил', 12], ['Масло', 5], ['Гуашь', 5])),
    item(
      13,
      'Размер',
      'SIZE',
      30,
      values(['40x50', 3], ['100x120', 1], ['10x20', 7], ['9x12', 2]),
      {
        UF_USE_DEFAULT: '1',
      },
    ),
  ],
  properties: [
    property(11, 'Бренд', 'BRAND'),
    property(12, 'Тип краски', 'PAINT_TYPE'),
    property(13, 'Размер', 'SIZE'),
    property(14, 'Цвет', 'COLOR', false),
  ],
  changes: [
    {
      id: 2,
      at: '2026-11-20T09:30:00.000Z',
      userId: 1,
      userName: 'Анна Редактор',
      before: {
        items: [{ CODE: 'PAINT_TYPE' }, { CODE: 'BRAND' }, { CODE: 'SIZE' }],
        disabled: [],
        bindSectionId: null,
      },
      after: {
        items: [{ CODE: 'BRAND' }, { CODE: 'PAINT_TYPE' }, { CODE: 'SIZE' }],
        disabled: ['COLOR'],
        bindSectionId: null,
      },
    },
    {
      id: 1,
      at: '2026-11-19T15:05:00.000Z',
      userId: null,
      userName: 'Удалённый сотрудник',
      before: { items: [], disabled: [], bindSectionId: null },
      after: {
        items: [{ CODE: 'PAINT_TYPE' }, { CODE: 'BRAND' }, { CODE: 'SIZE' }],
        disabled: [],
        bindSectionId: null,
      },
    },
  ],
};

/** Section 3 'Холсты' shows the filter of 'Краски' (R-FC-3). */
export const boundDetail: FilterConfigDetail = {
  ...paintsDetail,
  section: { id: 3, name: 'Холсты' },
  bindSection: { id: 2, name: 'Краски' },
  changes: [],
};

/** The default settings (id 0): no 'use defaults' flags, no binding. */
export const defaultsDetail: FilterConfigDetail = {
  ...paintsDetail,
  section: { id: 0, name: 'По-умолчанию' },
  items: paintsDetail.items.map((i) => ({ ...i, UF_SECTION_ID: 0, UF_USE_DEFAULT: '0' })),
  changes: [],
};

/** A section whose every item takes the defaults. */
export const useDefaultsDetail: FilterConfigDetail = {
  ...paintsDetail,
  section: { id: 5, name: 'Вышивка' },
  items: paintsDetail.items.map((i) => ({ ...i, UF_SECTION_ID: 5, UF_USE_DEFAULT: '1' })),
  changes: [],
};

/** A section with no filter items at all. */
export const emptyDetail: FilterConfigDetail = {
  ...paintsDetail,
  section: { id: 4, name: 'Рукоделие' },
  items: [],
  changes: [],
};

/** An item with 200 size values, to see a long list stay usable. */
export const longDetail: FilterConfigDetail = {
  ...paintsDetail,
  items: [
    item(
      13,
      'Размер',
      'SIZE',
      10,
      values(
        ...Array.from({ length: 200 }, (_, i): [string, number] => [
          `${(i % 20) * 5 + 10}x${Math.floor(i / 20) * 10 + 20}`,
          (i * 7) % 31,
        ]),
      ),
    ),
    ...paintsDetail.items.filter((i) => i.UF_PROPERTY_ID !== 13),
  ],
};
