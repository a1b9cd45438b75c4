import type {
  FilterSeoDetail,
  FilterSeoItem,
  FilterSeoProperty,
  FilterValueInfo,
  StaffChange,
} from '@features/api';

/** Values of a property as the detail answer keys them: by the value in lower case. */
function valuesOf(...values: [value: string, count: number][]): Record<string, FilterValueInfo> {
  return Object.fromEntries(
    values.map(([value, count]) => [
      value.toLowerCase(),
      { VALUE: value, NAME: value, COUNT: count },
    ]),
  );
}

const properties: FilterSeoProperty[] = [
  { id: 1, name: 'Размер', code: 'razmer', used: true },
  { id: 2, name: 'Форма страз', code: 'forma-straz', used: true },
  { id: 3, name: 'Тема', code: 'tema', used: false },
  { id: 4, name: 'Бренд', code: 'brend', used: false },
];

const SECTION_URL = '/shop/almaznaya-vyshivka/';

export const sizeItem: FilterSeoItem = {
  ID: 11,
  NAME: 'Размер',
  UF_BASE_URL: SECTION_URL,
  UF_ACTIVE: true,
  UF_USE_DEFAULT: false,
  UF_RE_LINK: true,
  UF_TO_LOWER_CASE: true,
  UF_META: {
    H1: '#SECTION_NAME# размером #VALUE#',
    TITLE: '#SECTION_NAME# #VALUE# см — купить от #GOODS_MIN_PRICE# ₽',
    DESCRIPTION: '#SECTION_NAME# размером #VALUE# см: #GOODS_COUNT# товаров с доставкой по России.',
  },
  UF_PROPERTY_ID: 1,
  UF_SORT: 10,
  UF_REPLACES: [{ DISPLAY_NAME: '30x40', REPLACE: '30 на 40' }],
  ALL_VALUES: valuesOf(['40x50', 57], ['30x40', 31], ['20x30', 12]),
};

const shapeItem: FilterSeoItem = {
  ID: 12,
  NAME: 'Форма страз',
  UF_BASE_URL: SECTION_URL,
  UF_ACTIVE: true,
  UF_USE_DEFAULT: false,
  UF_RE_LINK: false,
  UF_TO_LOWER_CASE: true,
  UF_META: {
    H1: 'Алмазная мозаика: #VALUE# стразы',
    TITLE: 'Алмазная мозаика с круглыми и квадратными стразами',
    DESCRIPTION: '',
  },
  UF_PROPERTY_ID: 2,
  UF_SORT: 20,
  UF_REPLACES: [],
  ALL_VALUES: valuesOf(['Круглые', 80], ['Квадратные', 40]),
};

const changes: StaffChange[] = [
  {
    id: 2,
    at: '2026-11-23T09:15:00Z',
    userId: 1,
    userName: 'Анна Редакторова',
    before: { items: [{ CODE: 'razmer', NAME: 'Размер', UF_META: { TITLE: 'Старый заголовок' } }] },
    after: {
      items: [{ CODE: 'razmer', NAME: 'Размер', UF_META: { TITLE: sizeItem.UF_META.TITLE } }],
    },
  },
  {
    id: 1,
    at: '2026-11-20T14:02:00Z',
    userId: 2,
    userName: 'Администратор',
    before: null,
    after: { items: [{ CODE: 'razmer', NAME: 'Размер' }] },
  },
];

/** A section's url with its own items (the demo's '/shop/almaznaya-vyshivka/'). */
export const sectionDetail: FilterSeoDetail = {
  baseUrl: SECTION_URL,
  section: { id: 5, name: 'Алмазная вышивка' },
  items: [sizeItem, shapeItem],
  properties,
  changes,
};

/** The default settings '/': no section of its own, no 'use defaults' flag. */
export const defaultDetail: FilterSeoDetail = {
  baseUrl: '/',
  section: null,
  items: [
    { ...sizeItem, ID: 1, UF_BASE_URL: '/' },
    { ...shapeItem, ID: 2, UF_BASE_URL: '/', UF_SORT: 20 },
  ],
  properties,
  changes: [],
};

/** A section's item that takes the '/' texts. */
export const useDefaultsDetail: FilterSeoDetail = {
  ...sectionDetail,
  items: [{ ...sizeItem, UF_USE_DEFAULT: true }, shapeItem],
};

/** A section's url with no items yet: the section takes '/'. */
export const emptyDetail: FilterSeoDetail = {
  baseUrl: '/shop/pazly/',
  section: { id: 9, name: 'Пазлы' },
  items: [],
  properties: properties.map((property) => ({ ...property, used: false })),
  changes: [],
};

/** A property with 200 values, and a title template too long for search engines. */
export const longDetail: FilterSeoDetail = {
  ...sectionDetail,
  items: [
    {
      ...sizeItem,
      UF_META: {
        ...sizeItem.UF_META,
        TITLE:
          'Купить #SECTION_NAME# размером #VALUE# см в интернет-магазине с доставкой по России',
      },
      ALL_VALUES: valuesOf(
        ...Array.from({ length: 200 }, (_, index): [string, number] => [
          `${10 + index}x${20 + index}`,
          200 - index,
        ]),
      ),
    },
    shapeItem,
  ],
};

export const urls = ['/', '/shop/almaznaya-vyshivka/', '/shop/kartiny-po-nomeram/'];
