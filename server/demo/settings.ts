import type { Db } from '../lib/db/types';
import type { CatalogueSummary } from './catalog';
import { PROPERTY_SPECS, SIZES } from './propertySpecs';
import { ROOT_CODES } from './sectionTree';

const DEFAULT_FILTER = [
  'razmer',
  'tema',
  'slozhnost',
  'kolichestvo-tsvetov',
  'podramnik',
  'forma-straz',
  'brend',
  'stil',
];
const POPULAR_SIZES = ['20x30', '30x40', '40x50', '50x65', '60x80'];

/** Admin settings: filter config, binds, filter SEO, direct transitions, CSV columns, relations. */
export async function seedSettings(db: Db, catalogue: CatalogueSummary): Promise<void> {
  const propertyId = (code: string) => {
    const id = catalogue.propertyIds.get(code);
    if (id === undefined) throw new Error(`demo: unknown property ${code}`);
    return id;
  };
  const sectionId = (code: string) => catalogue.sectionByCode.get(code)?.id;
  const diamond = sectionId(ROOT_CODES.diamond);
  const paintings = sectionId(ROOT_CODES.paintByNumbers);

  // spec §5: UF_SORT in steps of 10; section 0 is the default ('По-умолчанию').
  const filterRows: unknown[][] = [];
  const addFilter = (section: number, codes: string[], useDefault: (code: string) => boolean) =>
    codes.forEach((code, i) => {
      const name = PROPERTY_SPECS.find((p) => p.code === code)?.name ?? code;
      const values = code === 'razmer' ? POPULAR_SIZES : [];
      filterRows.push([section, propertyId(code), name, useDefault(code), (i + 1) * 10, values]);
    });
  addFilter(0, DEFAULT_FILTER, () => false);
  if (diamond)
    addFilter(
      diamond,
      ['razmer', 'forma-straz', 'tip-vykladki', 'tema', 'svetitsya', 'brend'],
      (c) => c === 'tema' || c === 'brend',
    );
  if (paintings)
    addFilter(
      paintings,
      ['razmer', 'tema', 'tip-krasok', 'kholst', 'khudozhnik', 'brend'],
      (c) => c === 'brend',
    );
  await db.copyRows(
    'filter_config',
    ['uf_section_id', 'uf_property_id', 'uf_name', 'uf_use_default', 'uf_sort', 'uf_values'],
    filterRows,
  );

  // Theme subsections of the two picture branches use their branch's filter.
  const binds = catalogue.sections
    .filter((s) => s.depth === 2 && (s.parentId === diamond || s.parentId === paintings))
    .slice(0, 6)
    .map((s) => [s.id, s.parentId]);
  await db.copyRows('filter_binds', ['section_id', 'bind_section_id'], binds);
  if (paintings) {
    await db.copyRows(
      'filter_disabled_properties',
      ['section_id', 'property_id'],
      [
        [paintings, propertyId('forma-straz')],
        [paintings, propertyId('svetitsya')],
      ],
    );
  }

  await db.copyRows(
    'seo_filter',
    [
      'name',
      'uf_base_url',
      'uf_active',
      'uf_use_default',
      'uf_re_link',
      'uf_to_lower_case',
      'uf_meta',
      'uf_property_id',
      'uf_sort',
      'uf_replaces',
    ],
    seoFilterRows(propertyId, diamond !== undefined),
  );

  await db.copyRows(
    'direct_transitions',
    ['search_query', 'target_url'],
    [
      ['мозаика', `/shop/${ROOT_CODES.diamond}/`],
      ['алмазная мозаика', `/shop/${ROOT_CODES.diamond}/`],
      ['картины по номерам', `/shop/${ROOT_CODES.paintByNumbers}/`],
      ['раскраска по номерам', `/shop/${ROOT_CODES.paintByNumbers}/`],
      ['сертификат', `/shop/${ROOT_CODES.certificates}/`],
      ['по фото', '/almaznaya-vyshivka-na-zakaz-po-fotografii/'],
      ['скидки', '/discounts/'],
      ['доставка', '/shipping/'],
      ['контакты', '/kontakty/'],
      ['пазлы', `/shop/${ROOT_CODES.puzzles}/`],
    ],
  );

  await db.copyRows(
    'shared_property_groups',
    ['name', 'items', 'is_active', 'sort'],
    [
      [
        'Основные',
        [
          propertyId('brend'),
          propertyId('strana'),
          propertyId('artikul'),
          propertyId('shtrikhkod'),
        ],
        true,
        10,
      ],
      [
        'Упаковка и вес',
        [
          propertyId('upakovka'),
          propertyId('ves'),
          propertyId('dlina-upakovki'),
          propertyId('shirina-upakovki'),
          propertyId('vysota-upakovki'),
        ],
        true,
        20,
      ],
      ['Прочее', [propertyId('vozrast'), propertyId('podarochnaya-upakovka')], false, 30],
    ],
  );

  await db.copyRows(
    'csv_columns',
    ['code', 'sort', 'name', 'description', 'examples', 'in_filter', 'filter_data'],
    csvColumnRows(diamond),
  );

  const newYear = sectionId(ROOT_CODES.newYear);
  const newYearSources = catalogue.sections
    .filter((s) => s.depth === 2 && s.name === 'Новогодние')
    .map((s) => s.id);
  if (newYear && newYearSources.length > 0) {
    await db.copyRows(
      'section_relations',
      ['section_id', 'items', 'applied_items'],
      [[newYear, newYearSources, newYearSources]],
    );
  }

  await db.copyRows(
    'coupons',
    ['code', 'discount_percent', 'discount_amount', 'expires_at', 'active', 'combinable'],
    [
      ['HOBBY10', 10, null, null, true, false],
      ['PODAROK500', null, 500, new Date(Date.UTC(2030, 11, 31)), true, true],
      ['DRUZYA5', 5, null, null, true, true],
      ['LETO2024', 15, null, new Date(Date.UTC(2024, 7, 31)), true, false],
      ['OLDCLUB', 5, null, null, false, false],
    ],
  );
}

/** Default filter SEO ('/'): texts for a section filtered by one value. Tokens: see docs. */
function seoFilterRows(propertyId: (code: string) => number, withDiamond: boolean): unknown[][] {
  const meta = (h1: string, title: string, description: string) => ({
    H1: h1,
    TITLE: title,
    DESCRIPTION: description,
  });
  const rows: unknown[][] = [
    [
      'Размер',
      '/',
      true,
      false,
      true,
      true,
      meta(
        '#SECTION_NAME# размером #VALUE#',
        '#SECTION_NAME# #VALUE# см — купить от #GOODS_MIN_PRICE# ₽',
        '#SECTION_NAME# размером #VALUE# см с доставкой по России. Товаров: #GOODS_COUNT#.',
      ),
      propertyId('razmer'),
      10,
      JSON.stringify(
        SIZES.slice(0, 3).map((size) => ({
          DISPLAY_NAME: size,
          REPLACE: size.replace('x', ' на '),
        })),
      ),
    ],
    [
      'Тема',
      '/',
      true,
      false,
      true,
      true,
      meta(
        '#SECTION_NAME#: #VALUE#',
        '#SECTION_NAME# — #VALUE# | купить в интернет-магазине',
        'Купить #SECTION_NAME# на тему «#VALUE#»: #GOODS_COUNT# вариантов.',
      ),
      propertyId('tema'),
      20,
      JSON.stringify([
        { DISPLAY_NAME: 'Цветы', REPLACE: 'с цветами' },
        { DISPLAY_NAME: 'Животные', REPLACE: 'с животными' },
      ]),
    ],
    [
      'Бренд',
      '/',
      true,
      false,
      false,
      false,
      meta(
        '#SECTION_NAME# #VALUE#',
        '#SECTION_NAME# #VALUE# — официальный магазин',
        '#SECTION_NAME# бренда #VALUE#.',
      ),
      propertyId('brend'),
      30,
      '[]',
    ],
  ];
  if (withDiamond) {
    rows.push([
      'Форма страз',
      `/shop/${ROOT_CODES.diamond}/`,
      true,
      false,
      true,
      true,
      meta(
        'Алмазная мозаика: #VALUE# стразы',
        'Алмазная мозаика с круглыми и квадратными стразами',
        'Алмазная мозаика, стразы: #VALUE#.',
      ),
      propertyId('forma-straz'),
      10,
      JSON.stringify([{ DISPLAY_NAME: 'Круглые', REPLACE: 'круглые' }]),
    ]);
  }
  return rows;
}

function csvColumnRows(diamond: number | undefined): unknown[][] {
  const filterData = diamond
    ? JSON.stringify([
        {
          SECTION_IDS: [diamond],
          SECTION_ID: diamond,
          // Every size the demo gives: the rule governs the subsections too (issue 25 point 2),
          // so a narrower list would refuse most of the diamond products a file brings.
          FILTER_VARIANTS: SIZES,
          FILTER_RULES: ['numeric'],
        },
      ])
    : '[]';
  return [
    [
      'ID',
      10,
      'ID товара',
      'Внутренний номер товара. Пустой — будет создан новый товар.',
      '10234',
      false,
      '[]',
    ],
    [
      'CODE',
      20,
      'Символьный код',
      'Часть адреса страницы товара, латиницей.',
      'almaznaya-mozaika-lavandovoe-pole',
      false,
      '[]',
    ],
    [
      'NAME',
      30,
      'Название',
      'Название товара, как его видит покупатель.',
      'Алмазная мозаика «Лавандовое поле» 40x50',
      false,
      '[]',
    ],
    ['ACTIVE', 40, 'Активность', 'Y — товар показывается в каталоге, N — скрыт.', 'Y', false, '[]'],
    ['SECTION_ID', 50, 'Раздел', 'ID основного раздела каталога.', '12', false, '[]'],
    [
      'PRICE_BASE',
      60,
      'Цена (Москва)',
      'Розничная цена в рублях, с копейками через точку.',
      '1290.00',
      false,
      '[]',
    ],
    [
      'OLD_PRICE_BASE',
      70,
      'Старая цена (Москва)',
      'Цена до скидки; пусто, если скидки нет.',
      '1590.00',
      false,
      '[]',
    ],
    ['STOCK', 80, 'Остаток', 'Количество на складе, целое число.', '25', false, '[]'],
    [
      'PROPERTY_RAZMER',
      90,
      'Размер',
      'Размер в сантиметрах: ширина x высота.',
      '40x50',
      true,
      filterData,
    ],
    ['PROPERTY_BREND', 100, 'Бренд', 'Название производителя.', 'Hobby Home', true, '[]'],
  ];
}
