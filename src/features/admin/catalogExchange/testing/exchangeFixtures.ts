import type {
  CatalogExchangeData,
  CsvColumn,
  ExchangeColumn,
  ExchangeProperty,
  FilterSection,
  SharedPropertyGroup,
  UserInfo,
} from '@features/api';
import type { ExportChoice } from '../exportForm';

const section = (id: number, name: string, parentId: number | null, depth: number) => {
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
  } satisfies FilterSection;
};

/** A small catalogue tree as getData lists it: Цветы and Животные are inside Алмазная мозаика. */
export const exchangeSections: FilterSection[] = [
  section(1, 'Алмазная мозаика', null, 1),
  section(2, 'Цветы', 1, 2),
  section(3, 'Животные', 1, 2),
  section(4, 'Картины по номерам', null, 1),
  section(5, 'Пейзажи', 4, 2),
];

const column = (code: string) => `PROPERTY_${code.toUpperCase().replace(/-/g, '_')}`;

/** A property as getData lists it: not bound to any section yet. */
export const property = (
  ID: number,
  NAME: string,
  CODE: string,
  overrides: Partial<ExchangeProperty> = {},
): ExchangeProperty => ({
  ID,
  NAME,
  CODE,
  COLUMN: column(CODE),
  ENABLED: 'N',
  REQUIRED: 'N',
  SECTION_DATA: { INHERITED: 'N', INHERITED_FROM: null },
  ...overrides,
});

/** The properties that belong to sections (not shared). */
const sectionPropertyList: ExchangeProperty[] = [
  property(11, 'Размер', 'razmer'),
  property(12, 'Количество цветов', 'kolichestvo-tsvetov'),
  property(13, 'Тип стразов', 'tip-strazov'),
  property(14, 'Тема', 'tema'),
  property(15, 'Подрамник', 'podramnik'),
];

/**
 * Which section binds which property, and whether it is required there. A binding reaches the
 * sections below: Цветы inherits Размер and Тип стразов from Алмазная мозаика.
 */
export const sectionBindings: [sectionId: number, propertyId: number, required: boolean][] = [
  [1, 11, true],
  [1, 13, false],
  [2, 14, false],
  [4, 11, false],
  [4, 12, false],
  [4, 15, true],
];

/** The shared properties (section 0): every section has them. */
export const sharedPropertyList: ExchangeProperty[] = [
  property(21, 'Бренд', 'brend', { ENABLED: 'Y', REQUIRED: 'Y' }),
  property(22, 'Страна производства', 'strana', { ENABLED: 'Y' }),
  property(23, 'Возраст', 'vozrast', { ENABLED: 'Y' }),
  property(24, 'Вес упаковки', 'ves-upakovki', { ENABLED: 'Y' }),
  property(25, 'Размер упаковки', 'razmer-upakovki', { ENABLED: 'Y' }),
  property(26, 'Артикул производителя', 'artikul', { ENABLED: 'Y' }),
];

/** Two groups with properties, an empty one that may be removed, and Артикул in no group. */
export const sharedGroups: SharedPropertyGroup[] = [
  { name: 'Основные', items: [21, 22, 23], isActive: true },
  { name: 'Упаковка', items: [24, 25], isActive: false },
  { name: 'Для подарка', items: [], isActive: false },
];

export const elementParameters: ExchangeColumn[] = [
  { CODE: 'ID', NAME: 'ID товара' },
  { CODE: 'XML_ID', NAME: 'Внешний код' },
  { CODE: 'CODE', NAME: 'Символьный код' },
  { CODE: 'NAME', NAME: 'Название' },
  { CODE: 'ACTIVE', NAME: 'Активность' },
  { CODE: 'SECTION_ID', NAME: 'Раздел' },
  { CODE: 'SORT', NAME: 'Сортировка' },
  { CODE: 'PREVIEW_TEXT', NAME: 'Описание для анонса' },
  { CODE: 'DETAIL_TEXT', NAME: 'Детальное описание' },
];

export const catalogProperties: ExchangeColumn[] = [
  { CODE: 'PRICE_BASE', NAME: 'Цена: Розничная' },
  { CODE: 'OLD_PRICE_BASE', NAME: 'Старая цена: Розничная' },
  { CODE: 'STOCK', NAME: 'Остаток' },
];

const describe = (ID: number, CODE: string, NAME: string, DESCRIPTION: string): CsvColumn => ({
  ID,
  CODE,
  SORT: ID * 10,
  NAME,
  DESCRIPTION,
  EXAMPLES: '',
  IN_FILTER: 0,
  FILTER_DATA: [],
});

/** The CSV column descriptions (issue 13) the cards show as help. */
const columnsInfo: CsvColumn[] = [
  describe(1, 'NAME', 'Название', 'Название товара, как его видит покупатель.'),
  describe(2, 'PRICE_BASE', 'Цена', 'Цена в рублях, дробная часть через точку: 1590.50.'),
  describe(
    3,
    'PROPERTY_RAZMER',
    'Размер',
    'Размер в сантиметрах: ширина x высота, например 40x50.',
  ),
  describe(4, 'PROPERTY_BREND', 'Бренд', 'Название производителя.'),
];

/** getData's answer (R-CSV-2), with parts replaced. */
export const exchangeData = (overrides: Partial<CatalogExchangeData> = {}): CatalogExchangeData =>
  structuredClone({
    sections: exchangeSections,
    properties: sectionPropertyList,
    sharedProperties: sharedPropertyList,
    sharedPropertiesRequired: sharedPropertyList.filter((p) => p.REQUIRED === 'Y').map((p) => p.ID),
    sharedPropertiesGrouped: sharedGroups,
    catalogProperties,
    elementParameters,
    columnsInfo,
    ...overrides,
  });

/** A new shop: no sections, no properties, no descriptions; only the fixed columns. */
export const emptyExchangeData = (): CatalogExchangeData =>
  exchangeData({
    sections: [],
    properties: [],
    sharedProperties: [],
    sharedPropertiesRequired: [],
    sharedPropertiesGrouped: [],
    columnsInfo: [],
  });

/** What getSectionProperties answers for Алмазная мозаика alone (R-CSV-3, R-CSV-8). */
export const mosaicProperties: ExchangeProperty[] = [
  property(11, 'Размер', 'razmer', { ENABLED: 'Y', REQUIRED: 'Y' }),
  property(12, 'Количество цветов', 'kolichestvo-tsvetov'),
  property(13, 'Тип стразов', 'tip-strazov', { ENABLED: 'Y' }),
  property(14, 'Тема', 'tema'),
  property(15, 'Подрамник', 'podramnik'),
];

/** …and for Цветы: two bindings come from Алмазная мозаика, Тема is its own. */
export const flowersProperties: ExchangeProperty[] = [
  property(11, 'Размер', 'razmer', {
    ENABLED: 'Y',
    REQUIRED: 'Y',
    SECTION_DATA: { INHERITED: 'Y', INHERITED_FROM: 1 },
  }),
  property(12, 'Количество цветов', 'kolichestvo-tsvetov'),
  property(13, 'Тип стразов', 'tip-strazov', {
    ENABLED: 'Y',
    SECTION_DATA: { INHERITED: 'Y', INHERITED_FROM: 1 },
  }),
  property(14, 'Тема', 'tema', { ENABLED: 'Y' }),
  property(15, 'Подрамник', 'podramnik'),
];

export const sectionNameOf = (id: number) =>
  exchangeSections.find((s) => s.id === id)?.name ?? `Раздел ${id}`;

/** The column help as the screen builds it from columnsInfo. */
export const columnHelpFixture: ReadonlyMap<string, string> = new Map(
  columnsInfo.map((c) => [c.CODE, c.DESCRIPTION]),
);

/** An export choice: Алмазная мозаика with two of its properties, Бренд, and the default columns. */
export const exportChoice: ExportChoice = {
  sectionIds: [1],
  includeSubsections: false,
  properties: [11, 13, 21],
  required: [11, 21],
  parameters: ['ID', 'CODE', 'NAME', 'ACTIVE', 'SECTION_ID'],
  catalog: ['PRICE_BASE', 'STOCK'],
};

export const adminUser: UserInfo = {
  authorized: true,
  hash: 'admin',
  admin: true,
  editor: true,
  name: 'Администратор',
};

export const editorUser: UserInfo = {
  authorized: true,
  hash: 'editor',
  admin: false,
  editor: true,
  name: 'Редактор',
};
