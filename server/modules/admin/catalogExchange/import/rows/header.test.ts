import { describe, expect, it } from 'vitest';
import { fixtureContext, PROPERTY, SECTION, SHOP_HEADER } from './fixtures';
import { NO_KEY_COLUMN, planHeader } from './header';
import { isParsedRow, newSeenKeys, parseRow } from './parseRow';

const context = fixtureContext();

describe('issue 14 point 7: the shop format header', () => {
  it('maps every column of an export to what it sets', () => {
    const { format, plan, problems, fatal } = planHeader(SHOP_HEADER, context);
    expect({ format, problems, fatal }).toEqual({ format: 'shop', problems: [], fatal: null });
    expect(plan.width).toBe(SHOP_HEADER.length);
    expect(plan.columns.map((c) => [c.name, c.target])).toEqual([
      ['ID', { kind: 'parameter', code: 'ID' }],
      ['XML_ID', { kind: 'parameter', code: 'XML_ID' }],
      ['CODE', { kind: 'parameter', code: 'CODE' }],
      ['NAME', { kind: 'parameter', code: 'NAME' }],
      ['ACTIVE', { kind: 'parameter', code: 'ACTIVE' }],
      ['SECTION_ID', { kind: 'parameter', code: 'SECTION_ID' }],
      ['SORT', { kind: 'parameter', code: 'SORT' }],
      ['PREVIEW_TEXT', { kind: 'parameter', code: 'PREVIEW_TEXT' }],
      ['DETAIL_TEXT', { kind: 'parameter', code: 'DETAIL_TEXT' }],
      ['PRICE_BASE', { kind: 'price', priceTypeId: 1 }],
      ['OLD_PRICE_BASE', { kind: 'oldPrice', priceTypeId: 1 }],
      ['PRICE_SPB', { kind: 'price', priceTypeId: 2 }],
      ['OLD_PRICE_SPB', { kind: 'oldPrice', priceTypeId: 2 }],
      ['STOCK', { kind: 'stock' }],
      ['PROPERTY_RAZMER', { kind: 'property', propertyId: PROPERTY.razmer }],
      ['PROPERTY_BREND', { kind: 'property', propertyId: PROPERTY.brend }],
      ['PROPERTY_VES', { kind: 'property', propertyId: PROPERTY.ves }],
      ['PROPERTY_ARTIKUL', { kind: 'property', propertyId: PROPERTY.artikul }],
      ['PROPERTY_PODAROK', { kind: 'property', propertyId: PROPERTY.gift }],
    ]);
  });

  it('names in any letter case; a property code with "-" is its column with "_"', () => {
    const { plan, problems } = planHeader(
      ['code', 'Price_Spb', 'PROPERTY_KOLICHESTVO_TSVETOV'],
      context,
    );
    expect(problems).toEqual([]);
    expect(plan.columns.map((c) => c.target)).toEqual([
      { kind: 'parameter', code: 'CODE' },
      { kind: 'price', priceTypeId: 2 },
      { kind: 'property', propertyId: PROPERTY.colours },
    ]);
  });

  it('unknown, unnamed and repeated columns are skipped with a warning, the rest is read', () => {
    const { plan, problems, fatal } = planHeader(
      ['CODE', 'ЦВЕТ', '', 'PRICE_MSK', 'PROPERTY_NET', 'code'],
      context,
    );
    expect(fatal).toBeNull();
    expect(plan.columns.map((c) => c.name)).toEqual(['CODE']);
    expect(problems).toEqual([
      'Колонка «ЦВЕТ» не распознана и пропущена',
      'Колонка 3 без названия пропущена',
      'Колонка «PRICE_MSK» не распознана и пропущена',
      'Колонка «PROPERTY_NET» не распознана и пропущена',
      'Колонка «code» повторяет колонку «CODE» и пропущена',
    ]);
  });

  it('a header without ID, XML_ID or CODE is fatal: the job fails with a Russian text', () => {
    const result = planHeader(['NAME', 'PRICE_BASE', 'IE_ID'], context);
    expect(result.fatal).toBe(NO_KEY_COLUMN);
    expect(NO_KEY_COLUMN).toMatch(/нет ключевой колонки/);
    expect(planHeader(['ID', 'NAME'], context).fatal).toBeNull();
    expect(planHeader(['XML_ID', 'NAME'], context).fatal).toBeNull();
  });
});

describe('issue 14 point 7: a 1C-Bitrix catalogue header and rows', () => {
  const header = [
    'IE_ID',
    'IE_XML_ID',
    'IE_NAME',
    'IE_CODE',
    'IE_ACTIVE',
    'IE_PREVIEW_TEXT',
    'IE_DETAIL_TEXT',
    'IE_SORT',
    `IP_PROP${PROPERTY.razmer}`,
    'IP_PROP_BREND',
    'IP_PROPKOLICHESTVO_TSVETOV',
    'IP_PROP_VES',
    'IC_GROUP0',
    'IC_GROUP1',
    'IC_GROUP2',
    'CV_PRICE_1',
    'CV_CURRENCY_1',
    'CV_PRICE_SPB',
    'CV_CURRENCY_SPB',
    'CP_QUANTITY',
    'IP_PROP999',
  ];

  /** Staff mapped the Bitrix site's IP_PROP1 to «Размер» and left IP_PROP999 out. */
  const mapping = new Map([
    [header.indexOf(`IP_PROP${PROPERTY.razmer}`), PROPERTY.razmer],
    [header.indexOf('IP_PROP999'), null],
  ]);

  it('maps IE_*, IP_PROP by code and as staff mapped it, IC_GROUP, CV_PRICE by id and code, CP_QUANTITY', () => {
    const { format, plan, problems, fatal } = planHeader(header, context, mapping);
    expect(format).toBe('bitrix');
    expect(fatal).toBeNull();
    // IE_ID is Bitrix's own id, not ours: known, not read, no warning; «Не загружать» is none.
    expect(problems).toEqual([]);
    expect(Object.fromEntries(plan.columns.map((c) => [c.name, c.target]))).toEqual({
      IE_XML_ID: { kind: 'parameter', code: 'XML_ID' },
      IE_NAME: { kind: 'parameter', code: 'NAME' },
      IE_CODE: { kind: 'parameter', code: 'CODE' },
      IE_ACTIVE: { kind: 'parameter', code: 'ACTIVE' },
      IE_PREVIEW_TEXT: { kind: 'parameter', code: 'PREVIEW_TEXT' },
      IE_DETAIL_TEXT: { kind: 'parameter', code: 'DETAIL_TEXT' },
      IE_SORT: { kind: 'parameter', code: 'SORT' },
      [`IP_PROP${PROPERTY.razmer}`]: { kind: 'property', propertyId: PROPERTY.razmer },
      IP_PROP_BREND: { kind: 'property', propertyId: PROPERTY.brend },
      IP_PROPKOLICHESTVO_TSVETOV: { kind: 'property', propertyId: PROPERTY.colours },
      IP_PROP_VES: { kind: 'property', propertyId: PROPERTY.ves },
      IC_GROUP0: { kind: 'group', level: 0 },
      IC_GROUP1: { kind: 'group', level: 1 },
      IC_GROUP2: { kind: 'group', level: 2 },
      CV_PRICE_1: { kind: 'price', priceTypeId: 1 },
      CV_CURRENCY_1: { kind: 'currency', priceTypeId: 1 },
      CV_PRICE_SPB: { kind: 'price', priceTypeId: 2 },
      CV_CURRENCY_SPB: { kind: 'currency', priceTypeId: 2 },
      CP_QUANTITY: { kind: 'stock' },
    });
  });

  it("issue 25 point 1: IP_PROP<n> is the Bitrix site's id, never the shop's: offered to staff, not read", () => {
    const { plan, mappable, problems } = planHeader(header, context);
    expect(mappable).toEqual([
      { index: header.indexOf('IP_PROP1'), name: 'IP_PROP1' },
      { index: header.indexOf('IP_PROP999'), name: 'IP_PROP999' },
    ]);
    expect(plan.columns.map((c) => c.name)).not.toContain('IP_PROP1');
    expect(problems).toEqual([
      'Колонка «IP_PROP1» не распознана и пропущена',
      'Колонка «IP_PROP999» не распознана и пропущена',
    ]);
    // Unknown names may be properties too; prices, groups and element fields may not.
    expect(planHeader(['CODE', 'Тема', 'CV_PRICE_9', 'IE_FOO'], context).mappable).toEqual([
      { index: 1, name: 'Тема' },
    ]);
  });

  it('a row: the section by its name path, not by Bitrix id; values, prices and stock typed', () => {
    const { plan } = planHeader(header, context, mapping);
    const cells = [
      '5512', // IE_ID: ignored
      'bx-5512',
      'Алмазная мозаика «Пионы»',
      'almaznaya-mozaika-piony',
      'Y',
      'Яркие пионы',
      '<p>Набор</p>',
      '100',
      '40x50',
      'Риолис',
      'До 15',
      '350',
      'Алмазная мозаика',
      'Цветы',
      '',
      '1 290,50',
      'RUB',
      '1200',
      '',
      '7',
      'что-то',
    ];
    const row = parseRow({ line: 2, cells }, plan, context, newSeenKeys());
    expect(isParsedRow(row)).toBe(true);
    if (!isParsedRow(row)) return;
    expect(row.key).toEqual({ id: null, xmlId: 'bx-5512', code: 'almaznaya-mozaika-piony' });
    expect(row.fields).toEqual({
      xml_id: 'bx-5512',
      name: 'Алмазная мозаика «Пионы»',
      code: 'almaznaya-mozaika-piony',
      active: true,
      preview_text: 'Яркие пионы',
      detail_text: '<p>Набор</p>',
      sort: 100,
      stock: 7,
      // «Цветы» under «Алмазная мозаика», not the «Цветы» of the other branch.
      section_id: SECTION.diamondFlowers,
    });
    expect(row.sectionColumn).toBe('IC_GROUP1');
    expect(row.prices).toEqual([
      { priceTypeId: 1, price: { value: 1290.5, column: 'CV_PRICE_1' } },
      { priceTypeId: 2, price: { value: 1200, column: 'CV_PRICE_SPB' } },
    ]);
    expect(row.lists).toEqual([
      { propertyId: PROPERTY.razmer, column: 'IP_PROP1', values: ['40x50'] },
      { propertyId: PROPERTY.brend, column: 'IP_PROP_BREND', values: ['Риолис'] },
      { propertyId: PROPERTY.colours, column: 'IP_PROPKOLICHESTVO_TSVETOV', values: ['До 15'] },
    ]);
    expect(row.attributes).toEqual([
      { propertyId: PROPERTY.ves, column: 'IP_PROP_VES', value: 350 },
    ]);
  });

  it('issue 14 point 6: an unknown IC_GROUP path and a currency other than RUB are refused', () => {
    const { plan } = planHeader(['IE_CODE', 'IC_GROUP0', 'IC_GROUP1', 'CV_CURRENCY_1'], context);
    const seen = newSeenKeys();
    expect(
      parseRow(
        { line: 4, cells: ['a', 'Картины по номерам', 'Пейзажи', 'USD'] },
        plan,
        context,
        seen,
      ),
    ).toEqual([
      { line: 4, column: 'CV_CURRENCY_1', reason: 'Валюта не RUB: «USD»' },
      {
        line: 4,
        column: 'IC_GROUP1',
        reason: 'Раздел «Картины по номерам / Пейзажи» не найден',
      },
    ]);
    const top = parseRow(
      { line: 5, cells: ['b', 'картины по номерам', '', 'rub'] },
      plan,
      context,
      seen,
    );
    expect(isParsedRow(top) && top.fields.section_id).toBe(SECTION.pictures);
  });
});
