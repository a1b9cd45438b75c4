import type { Queryable } from '../../shared';
import { csvLine, encodeText, UTF8_BOM } from '../../csvText';
import type { JobRow } from './jobRows';

const REASON_COLUMN = 'Причина';
const LINES_PER_QUERY = 5000;

const reasonText = (r: { line: number; column: string | null; reason: string }) =>
  r.column ? `Строка ${r.line}, колонка ${r.column}: ${r.reason}` : `Строка ${r.line}: ${r.reason}`;

/**
 * issue 14 point 6: the rejected rows as the file had them plus the reason column, in the file's
 * encoding and delimiter, so staff fix them in place and upload the report again. Read in pages
 * of lines, so a report of many rows streams.
 */
export async function* reportChunks(db: Queryable, job: JobRow): AsyncGenerator<Buffer> {
  const encoding = job.encoding ?? 'utf-8';
  const delimiter = job.delimiter ?? ';';
  const header = [...(job.header ?? []), REASON_COLUMN];
  yield encodeText((encoding === 'utf-8' ? UTF8_BOM : '') + csvLine(header, delimiter), encoding);
  let after = 0;
  for (;;) {
    const rows = await db.query<{
      line: number;
      cells: string[];
      column: string | null;
      reason: string;
    }>(
      `SELECT line, cells, "column", reason FROM catalog_import_rejections
        WHERE job_id = $1 AND line IN (SELECT DISTINCT line FROM catalog_import_rejections
                                        WHERE job_id = $1 AND line > $2 ORDER BY line LIMIT $3)
        ORDER BY line, ctid`,
      [job.id, after, LINES_PER_QUERY],
    );
    const lines: { line: number; cells: string[]; reasons: string[] }[] = [];
    for (const row of rows) {
      const last = lines[lines.length - 1];
      if (last?.line === row.line) last.reasons.push(reasonText(row));
      else lines.push({ line: row.line, cells: row.cells, reasons: [reasonText(row)] });
    }
    if (!lines.length) return;
    let text = '';
    for (const row of lines) text += csvLine([...row.cells, row.reasons.join('; ')], delimiter);
    yield encodeText(text, encoding);
    after = lines[lines.length - 1]?.line ?? after;
  }
}
