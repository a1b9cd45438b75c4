import { escapeHtml, type Queryable } from '../shared';
import { cellBoundHelp, MULTIPLE_VALUES } from '../columns';
import type { ExportPlan } from './plan';

/** A list property's allowed values shown per column; the rest are counted. */
const SHOWN_VALUES = 50;

interface ColumnHelp {
  code: string;
  description: string;
  examples: string;
}

interface AllowedValue {
  property_id: number;
  value: string;
  total: number;
}

/**
 * issue 14 point 3 (R-CSV-7, propertiesInfo): a standalone page, to keep beside the spreadsheet,
 * that says for each chosen column in file order what it takes: its CSV column description and
 * examples (csv_columns by CODE), whether it is required, a list property's allowed values, and
 * the longest cell the import takes (issue 22 point 4, CELL_BOUNDS).
 * Required: the properties the form marks, and the shared properties required everywhere.
 */
export async function columnsDocument(
  db: Queryable,
  plan: ExportPlan,
  requiredIds: readonly number[],
): Promise<string> {
  const listIds = plan.columns.flatMap((c) =>
    c.kind === 'property' && c.property.type === 'list' ? [c.property.id] : [],
  );
  const [help, sharedRequired, values] = await Promise.all([
    db.query<ColumnHelp>(
      'SELECT code, description, examples FROM csv_columns WHERE code = ANY($1::text[])',
      [plan.columns.map((c) => c.CODE)],
    ),
    db.query<{ property_id: number }>(
      'SELECT property_id FROM section_properties WHERE section_id = 0 AND required',
    ),
    listIds.length
      ? db.query<AllowedValue>(
          `SELECT property_id, value, total FROM (
             SELECT property_id, value, count(*) OVER (PARTITION BY property_id) AS total,
                    row_number() OVER (PARTITION BY property_id ORDER BY sort, id) AS n
               FROM property_values WHERE property_id = ANY($1::int[])
           ) v WHERE n <= $2 ORDER BY property_id, n`,
          [listIds, SHOWN_VALUES],
        )
      : Promise.resolve([]),
  ]);
  const helpByCode = new Map(help.map((row) => [row.code, row]));
  const required = new Set([...requiredIds, ...sharedRequired.map((row) => row.property_id)]);

  const rows = plan.columns.map((column, index) => {
    const columnHelp = helpByCode.get(column.CODE);
    const property = column.kind === 'property' ? column.property : undefined;
    const isRequired = property !== undefined && required.has(property.id);
    const allowed = property ? values.filter((v) => v.property_id === property.id) : [];
    const more = allowed.length ? Number(allowed[0]!.total) - allowed.length : 0;
    return `<tr>
  <td>${index + 1}</td>
  <td><code>${escapeHtml(column.CODE)}</code></td>
  <td>${escapeHtml(column.NAME)}</td>
  <td>${isRequired ? '<strong>да</strong>' : 'нет'}</td>
  <td>${escapeHtml(columnHelp?.description ?? '')}</td>
  <td>${escapeHtml(columnHelp?.examples ?? '')}</td>
  <td>${allowed.map((v) => escapeHtml(v.value)).join(', ')}${more > 0 ? ` и ещё ${more}` : ''}</td>
  <td>${cellBoundHelp(column.CODE)}</td>
</tr>`;
  });

  const encoding = plan.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1251';
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Колонки файла каталога</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; color: #222; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { margin: 0 0 16px; color: #555; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #ccc; padding: 6px 8px; text-align: left; vertical-align: top; }
  th { background: #f3f3f3; }
  tr:nth-child(even) td { background: #fafafa; }
  code { font-size: 13px; }
</style>
</head>
<body>
<h1>Колонки файла каталога</h1>
<p>Колонки в порядке файла. Первая строка файла — коды колонок. Разделитель «${plan.delimiter}», кодировка ${encoding}. Несколько значений свойства-списка разделяются знаком «${MULTIPLE_VALUES}».</p>
<table>
<thead><tr><th>№</th><th>Код колонки</th><th>Название</th><th>Обязательная</th><th>Описание</th><th>Примеры</th><th>Допустимые значения</th><th>Длина ячейки</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
