/**
 * The seam between reading a catalogue CSV (this folder: bytes → checked product patches) and the
 * import job (../jobs: dry run, apply, progress, report). issue 14 points 6 and 7.
 *
 * Per batch of records the job does:
 *   parsed = records.map((r) => parseRow(r, plan, context, seen))
 *   existing = await loadExisting(db, keysOf(parsed))          // one query per batch
 *   outcome = resolveRow(parsedRow, existingOf(parsedRow), context)
 *   → a rejection, `unchanged`, or a ProductPatch to create or update with.
 */

export type Encoding = 'utf-8' | 'windows-1251';
export type Delimiter = ';' | ',' | '\t';

/** What sniffing the file's first bytes found. */
export interface FileShape {
  encoding: Encoding;
  /** A UTF-8 byte order mark opens the file (skipped when reading). */
  bom: boolean;
  delimiter: Delimiter;
  /** issue 25 point 9: set when the bytes are no CSV the import reads: why, in Russian. */
  unreadable?: string;
}

/** One CSV record: `line` is the file line it starts on (the header is line 1). */
export interface FileRecord {
  line: number;
  cells: string[];
}

export type ColumnFormat = 'shop' | 'bitrix';

/** Why a row is not written: line, the file's column (null when the row as a whole) and a Russian reason. */
export interface Rejection {
  line: number;
  column: string | null;
  reason: string;
}

/** How a product is found: ID (shop format), then XML_ID (external id), then CODE. */
export interface ProductKey {
  id: number | null;
  xmlId: string | null;
  code: string | null;
}

/** The plain fields of products the file may set. */
export interface ProductFields {
  xml_id: string | null;
  code: string;
  name: string;
  active: boolean;
  section_id: number;
  sort: number;
  preview_text: string;
  detail_text: string;
  stock: number;
}

export interface PriceCell {
  priceTypeId: number;
  price: number;
  /** null: not discounted. */
  oldPrice: number | null;
}

/**
 * A product's long text as a lookup gave it: whole, or its MD5 (hex, of the UTF-8 bytes) when the
 * file is UTF-8 and needs no more than to know whether its text is the stored one.
 */
export type StoredText = string | { md5: string };

/** A product as stored, for the rows of one batch (loaded by the job, compared here). */
export interface ExistingProduct extends Omit<ProductFields, 'preview_text' | 'detail_text'> {
  preview_text: StoredText;
  detail_text: StoredText;
  id: number;
  /** property_values ids of list properties. */
  value_ids: number[];
  /** Values of string/number/boolean properties by property code. */
  attributes: Record<string, string | number | boolean>;
  prices: PriceCell[];
}

/**
 * What writing one row changes. For an update only what differs from the stored product; for a
 * create everything the row gives (the job fills the table defaults for the rest).
 */
export interface ProductPatch {
  line: number;
  /** null: a new product. */
  productId: number | null;
  fields: Partial<ProductFields>;
  prices: PriceCell[];
  /**
   * List properties whose values change: the complete list of value texts of that property after
   * the write (already normalised by the CSV column rules). The job finds or creates
   * property_values rows and replaces that property's ids in value_ids.
   */
  listValues: { propertyId: number; values: string[] }[];
  /** Plain properties that change, by property code; null removes the value. */
  attributes: Record<string, string | number | boolean | null>;
}

export type RowOutcome =
  | {
      kind: 'rejected';
      rejections: Rejection[];
      /** Required properties (ids) the row lacks because the file has no column for them. */
      missingColumns?: number[];
    }
  | { kind: 'unchanged'; productId: number }
  | { kind: 'create'; patch: ProductPatch }
  | { kind: 'update'; patch: ProductPatch };
