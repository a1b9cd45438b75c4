import { badRequest } from '../../shared';
import type { Queryable } from '../shared';
import type { ExportFields } from '../actions';
import {
  ELEMENT_PARAMETERS,
  STOCK_COLUMN,
  catalogColumns,
  oldPriceColumn,
  priceColumn,
  priceTypes,
  propertyColumn,
  type ExchangeColumn,
  type ParameterCode,
} from '../columns';

interface ExportProperty {
  id: number;
  code: string;
  name: string;
  type: 'list' | 'string' | 'number' | 'boolean';
}

/** One column of the file and where its cells come from. */
export type ExportColumn = ExchangeColumn &
  (
    | { kind: 'parameter'; parameter: ParameterCode }
    | { kind: 'property'; property: ExportProperty }
    | { kind: 'price'; priceTypeId: number; field: 'price' | 'old_price' }
    | { kind: 'stock' }
  );

/** What an export, its template and its column document are made from. */
export interface ExportPlan {
  columns: ExportColumn[];
  /** The main sections whose products go out; null for the whole catalogue. */
  sectionIds: number[] | null;
  /**
   * `sectionIds` are every section the shop has (all top sections with their subsections): a
   * product goes out when it has a section, which the pages ask without a list of hundreds.
   */
  everySection: boolean;
  encoding: 'utf-8' | 'windows-1251';
  delimiter: ';' | ',';
  /** Fractions written '1234,50' (issue 25 point 5: Russian Excel reads '1234.50' as text). */
  decimalComma: boolean;
}

/** A file without one of these could not be matched back to its products on import. */
const KEY_COLUMNS: readonly string[] = ['ID', 'XML_ID', 'CODE'];

/**
 * issue 14 point 4: the chosen columns in file order (element parameters, properties by their
 * sort, catalogue columns) and the sections, or a 400 naming every code or id the shop lacks.
 */
export async function exportPlan(db: Queryable, fields: ExportFields): Promise<ExportPlan> {
  const parameters = new Set(fields.parameters ?? []);
  const catalog = new Set(fields.catalog ?? []);
  const propertyIds = [...new Set(fields.properties ?? [])];
  const [types, properties, sectionIds] = await Promise.all([
    priceTypes(db),
    propertyIds.length
      ? db.query<ExportProperty>(
          'SELECT id, code, name, type FROM properties WHERE id = ANY($1::int[]) ORDER BY sort, id',
          [propertyIds],
        )
      : Promise.resolve([]),
    exportedSections(db, fields),
  ]);

  const parameterColumns: ExportColumn[] = ELEMENT_PARAMETERS.filter((column) =>
    parameters.has(column.CODE),
  ).map((column) => ({ ...column, kind: 'parameter', parameter: column.CODE }));
  const propertyColumns: ExportColumn[] = properties.map((property) => ({
    CODE: propertyColumn(property.code),
    NAME: property.name,
    kind: 'property',
    property,
  }));
  const catalogSources = new Map<string, ExportColumn>([
    ...types.flatMap((type): [string, ExportColumn][] => [
      [
        priceColumn(type),
        { CODE: '', NAME: '', kind: 'price', priceTypeId: type.id, field: 'price' },
      ],
      [
        oldPriceColumn(type),
        { CODE: '', NAME: '', kind: 'price', priceTypeId: type.id, field: 'old_price' },
      ],
    ]),
    [STOCK_COLUMN.CODE, { ...STOCK_COLUMN, kind: 'stock' }],
  ]);
  const catalogChosen: ExportColumn[] = catalogColumns(types)
    .filter((column) => catalog.has(column.CODE))
    .map((column) => ({ ...catalogSources.get(column.CODE)!, ...column }));

  const unknownColumns = [
    ...[...parameters].filter((code) => !ELEMENT_PARAMETERS.some((p) => p.CODE === code)),
    ...[...catalog].filter((code) => !catalogSources.has(code)),
  ];
  const unknownProperties = propertyIds.filter((id) => !properties.some((p) => p.id === id));
  const unknown = [
    unknownColumns.length ? `колонки ${unknownColumns.join(', ')}` : '',
    unknownProperties.length ? `свойства с ID ${unknownProperties.join(', ')}` : '',
    sectionIds.unknown.length ? `разделы с ID ${sectionIds.unknown.join(', ')}` : '',
  ].filter(Boolean);
  if (unknown.length) throw badRequest(`В выгрузке указаны неизвестные ${unknown.join('; ')}.`);

  const columns = [...parameterColumns, ...propertyColumns, ...catalogChosen];
  if (!columns.some((column) => KEY_COLUMNS.includes(column.CODE))) {
    const code = ELEMENT_PARAMETERS.find((p) => p.CODE === 'CODE')!;
    columns.unshift({ ...code, kind: 'parameter', parameter: code.CODE });
  }
  return {
    columns,
    sectionIds: sectionIds.ids,
    everySection: sectionIds.every,
    encoding: fields.encoding ?? 'utf-8',
    delimiter: fields.delimiter ?? ';',
    decimalComma: fields.decimalComma === 'Y',
  };
}

/** The chosen sections and, with INCLUDE_SUBSECTIONS Y, their descendants (path holds ancestors). */
async function exportedSections(
  db: Queryable,
  fields: ExportFields,
): Promise<{ ids: number[] | null; every: boolean; unknown: number[] }> {
  const chosen = [...new Set(fields.SECTION_ID ?? [])];
  if (chosen.length === 0) return { ids: null, every: false, unknown: [] };
  const rows = await db.query<{ id: number; total: number }>(
    `SELECT id, (SELECT count(*)::int FROM sections) AS total FROM sections
      WHERE id = ANY($1::int[]) OR ($2 AND path && $1::int[])`,
    [chosen, fields.INCLUDE_SUBSECTIONS === 'Y'],
  );
  const ids = rows.map((row) => row.id);
  return {
    ids,
    every: rows.length > 0 && rows.length === rows[0]!.total,
    unknown: chosen.filter((id) => !ids.includes(id)),
  };
}
