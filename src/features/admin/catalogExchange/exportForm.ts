/** The export form's choice (spec §3 "Export form fields", R-CSV-7). */
export interface ExportChoice {
  /** Chosen sections; none means the whole catalogue. */
  sectionIds: readonly number[];
  includeSubsections: boolean;
  /** Property ids to take into the file (section and shared properties). */
  properties: readonly number[];
  /** The chosen properties marked required (the template and the description mark them). */
  required: readonly number[];
  /** Element parameter column codes (ID, CODE, NAME, …). */
  parameters: readonly string[];
  /** Catalogue element property column codes (PRICE_BASE, STOCK, …). */
  catalog: readonly string[];
}

export type ExportEncoding = 'utf-8' | 'windows-1251';
export type ExportDelimiter = ';' | ',';

/**
 * The hidden fields of the export form, in the bracket names a browser form sends lists with
 * (docs/api.md "Form posts"). An empty list is left out: the server reads a missing list as empty,
 * and SECTION_ID missing as the whole catalogue.
 */
export function exportFields(choice: ExportChoice): [name: string, value: string][] {
  const list = (name: string, values: readonly (string | number)[]) =>
    values.map((value): [string, string] => [`${name}[]`, String(value)]);
  const requiredChosen = new Set(choice.properties);
  return [
    ...list('SECTION_ID', choice.sectionIds),
    ['INCLUDE_SUBSECTIONS', choice.includeSubsections ? 'Y' : 'N'],
    ...list('properties', choice.properties),
    // Only a column in the file can be marked required in it.
    ...list(
      'required',
      choice.required.filter((id) => requiredChosen.has(id)),
    ),
    ...list('parameters', choice.parameters),
    ...list('catalog', choice.catalog),
  ];
}

/** The export card's own choices (R-CSV-7, issue 25 point 5). */
export interface ExportOptions {
  encoding: ExportEncoding;
  delimiter: ExportDelimiter;
  /** Prices and other fractions with a decimal comma, as Russian Excel reads numbers. */
  decimalComma: boolean;
}

/**
 * issue 25 point 5: the export link's query: the form's fields with each list repeating its name
 * (`SECTION_ID=1&SECTION_ID=2`), and the options. The required marks only describe the template,
 * so the link leaves them out.
 */
export function exportQuery(choice: ExportChoice, options: ExportOptions): string {
  const query = new URLSearchParams();
  for (const [name, value] of exportFields(choice))
    if (!name.startsWith('required')) query.append(name.replace(/\[\]$/, ''), value);
  query.set('encoding', options.encoding);
  query.set('delimiter', options.delimiter);
  query.set('decimalComma', options.decimalComma ? 'Y' : 'N');
  return query.toString();
}

/**
 * The file name of a download from its Content-Disposition header (RFC 6266: `filename*` with
 * UTF-8 percent-encoding wins over the plain `filename`), or `fallback`.
 */
export function downloadName(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
  const name = plain ? (plain[2] ?? plain[1]!).trim() : '';
  return name || fallback;
}
