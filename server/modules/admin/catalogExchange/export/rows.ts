import type { Queryable } from '../shared';
import { MULTIPLE_VALUES, NO, YES, type ParameterCode } from '../columns';
import { csvLine, encodeText, UTF8_BOM } from '../csvText';
import type { ExportPlan } from './plan';
import { pageSizeOf, listValues, pricesOf, productPageQuery, type ProductRow } from './queries';

/** The file's first bytes: the BOM for UTF-8 (Excel needs it to read Cyrillic) and the header. */
export function headerBytes(plan: ExportPlan): Buffer {
  const header = csvLine(
    plan.columns.map((column) => column.CODE),
    plan.delimiter,
  );
  return plan.encoding === 'utf-8'
    ? encodeText(UTF8_BOM + header, 'utf-8')
    : encodeText(header, plan.encoding);
}

/**
 * Text handed on at a time. A whole page's text (megabytes) would be a large object, which V8
 * frees only in a full collection: pages of them piled up as the server's memory. Small pieces
 * die young.
 */
const PIECE_CHARS = 16 * 1024;

/**
 * issue 14 point 4: the export file piece by piece, a keyset page of products at a time. The
 * header goes first, before any product query, so the download starts at once. The next page's
 * query runs while this page is turned into text and taken by the client, so the database and
 * the text overlap; a slow client holds at most two pages in memory.
 */
export async function* exportFile(db: Queryable, plan: ExportPlan): AsyncGenerator<Buffer> {
  yield headerBytes(plan);
  const nextPage = productPageQuery(plan.columns, plan.sectionIds, plan.everySection);
  const listPropertyIds = plan.columns.flatMap((c) =>
    c.kind === 'property' && c.property.type === 'list' ? [c.property.id] : [],
  );
  const values = listPropertyIds.length
    ? valueLookup(await listValues(db, listPropertyIds))
    : new Map<number, ListValueAt>();

  const pageSize = pageSizeOf(db);
  const fetchPage = (afterId: number) => {
    const page = nextPage(db, afterId, pageSize);
    // A download the client gives up leaves the page unread: its failure is nobody's to handle.
    page.catch(() => undefined);
    return page;
  };
  let page = fetchPage(0);
  for (;;) {
    const products = await page;
    if (products.length === 0) return;
    const more = products.length === pageSize;
    if (more) page = fetchPage(products[products.length - 1]!.id);
    let text = '';
    for (const product of products) {
      text += csvLine(productCells(plan, product, values), plan.delimiter);
      if (text.length < PIECE_CHARS) continue;
      yield encodeText(text, plan.encoding);
      text = '';
    }
    if (text) yield encodeText(text, plan.encoding);
    if (!more) return;
  }
}

interface ListValueAt {
  propertyId: number;
  value: string;
  /** Position in the property's value sort order. */
  rank: number;
}

function valueLookup(rows: readonly { id: number; property_id: number; value: string }[]) {
  return new Map<number, ListValueAt>(
    rows.map((row, rank) => [row.id, { propertyId: row.property_id, value: row.value, rank }]),
  );
}

function productCells(
  plan: ExportPlan,
  product: ProductRow,
  values: ReadonlyMap<number, ListValueAt>,
): string[] {
  const listed = product.value_ids ? valuesByProperty(product.value_ids, values) : undefined;
  const prices = pricesOf(product.prices);
  // Only numbers pass through here: texts keep their full stops.
  const fraction = (number: string) => (plan.decimalComma ? number.replace('.', ',') : number);
  return plan.columns.map((column) => {
    switch (column.kind) {
      case 'parameter':
        return parameterCell(column.parameter, product);
      case 'stock':
        return String(product.stock ?? '');
      case 'price': {
        const [price, oldPrice] = prices.get(column.priceTypeId) ?? ['', ''];
        return fraction(column.field === 'price' ? price : oldPrice);
      }
      case 'property': {
        if (column.property.type === 'list') return listed?.get(column.property.id) ?? '';
        const value = product.attributes?.[column.property.code];
        return typeof value === 'number' ? fraction(String(value)) : attributeCell(value);
      }
    }
  });
}

function parameterCell(parameter: ParameterCode, product: ProductRow): string {
  switch (parameter) {
    case 'ID':
      return String(product.id);
    case 'ACTIVE':
      return product.active ? YES : NO;
    case 'XML_ID':
      return product.xml_id ?? '';
    case 'CODE':
      return product.code ?? '';
    case 'NAME':
      return product.name ?? '';
    case 'SECTION_ID':
      return product.section_id == null ? '' : String(product.section_id);
    case 'SORT':
      return String(product.sort ?? '');
    case 'PREVIEW_TEXT':
      return product.preview_text ?? '';
    case 'DETAIL_TEXT':
      return product.detail_text ?? '';
  }
}

function attributeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? YES : NO;
  return String(value);
}

/** A product's list values per property, each joined in the property's value order. */
function valuesByProperty(
  valueIds: readonly number[],
  values: ReadonlyMap<number, ListValueAt>,
): Map<number, string> {
  const chosen = valueIds
    .map((id) => values.get(id))
    .filter((value): value is ListValueAt => value !== undefined)
    .sort((a, b) => a.rank - b.rank);
  const cells = new Map<number, string>();
  for (const value of chosen) {
    const cell = cells.get(value.propertyId);
    cells.set(
      value.propertyId,
      cell === undefined ? value.value : cell + MULTIPLE_VALUES + value.value,
    );
  }
  return cells;
}
