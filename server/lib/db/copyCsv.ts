/**
 * Encodes rows for `COPY ... FROM ... WITH (FORMAT csv)`, the bulk path of both engines.
 * A value maps as: null/undefined -> NULL; array -> PostgreSQL array literal (for int[]/text[]
 * columns); Date -> ISO timestamp; boolean -> t/f; other objects -> JSON (jsonb columns; pass a
 * jsonb array as a JSON string, since a JS array means a PostgreSQL array); anything else -> String().
 */
export function rowsToCsv(rows: readonly (readonly unknown[])[]): string {
  let csv = '';
  for (const row of rows) {
    csv += row.map(csvField).join(',') + '\n';
  }
  return csv;
}

const NEEDS_QUOTES = /[",\n\r]/;

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = fieldText(value);
  // An empty unquoted field is NULL in CSV format, and `\.` alone would end the data.
  if (text === '' || text === '\\.' || NEEDS_QUOTES.test(text))
    return `"${text.replace(/"/g, '""')}"`;
  return text;
}

function fieldText(value: unknown): string {
  if (Array.isArray(value)) return arrayLiteral(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(items: readonly unknown[]): string {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (typeof item === 'number') return String(item);
    return `"${String(item).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(',')}}`;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** `COPY "table" ("a", "b") FROM <source> WITH (FORMAT csv)`; names are checked, never user input. */
export function copyStatement(table: string, columns: readonly string[], source: string): string {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`copyRows: bad identifier ${JSON.stringify(name)}`);
  }
  const list = columns.map((c) => `"${c}"`).join(', ');
  return `COPY "${table}" (${list}) FROM ${source} WITH (FORMAT csv)`;
}
