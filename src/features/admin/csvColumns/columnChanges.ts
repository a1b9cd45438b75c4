import type { CsvColumn, StaffChange } from '@features/api';
import { fromTo, listOf, yesNo } from '@features/staffTools';

const TEXTS = [
  ['NAME', 'Название'],
  ['DESCRIPTION', 'Описание'],
  ['EXAMPLES', 'Примеры'],
] as const;

/**
 * Issue 25 point 6: one save of the CSV columns in words (the server logs the whole list): the
 * columns added and removed, and per column kept what changed, before → after.
 */
export function describeColumnChange(change: Pick<StaffChange, 'before' | 'after'>): string[] {
  const before = listOf<CsvColumn>(change.before);
  const after = listOf<CsvColumn>(change.after);
  const beforeById = new Map(before.map((column) => [column.ID, column]));
  const afterIds = new Set(after.map((column) => column.ID));
  const lines: string[] = [];
  for (const column of after) {
    const old = beforeById.get(column.ID);
    if (!old) {
      lines.push(`Добавлена колонка ${column.CODE} «${column.NAME}»`);
      continue;
    }
    const label = (what: string) => `${column.CODE}, ${what}`;
    if (old.CODE !== column.CODE)
      lines.push(fromTo(`Код колонки ${old.CODE}`, old.CODE, column.CODE));
    if (old.SORT !== column.SORT)
      lines.push(fromTo(label('сортировка'), String(old.SORT), String(column.SORT)));
    for (const [field, name] of TEXTS)
      if (old[field] !== column[field])
        lines.push(fromTo(label(name.toLowerCase()), `«${old[field]}»`, `«${column[field]}»`));
    if (old.IN_FILTER !== column.IN_FILTER)
      lines.push(
        fromTo(label('в фильтре'), yesNo(old.IN_FILTER === 1), yesNo(column.IN_FILTER === 1)),
      );
    if (JSON.stringify(old.FILTER_DATA) !== JSON.stringify(column.FILTER_DATA))
      lines.push(
        fromTo(
          label('правила значений'),
          String(old.FILTER_DATA.length),
          String(column.FILTER_DATA.length),
        ),
      );
  }
  for (const column of before)
    if (!afterIds.has(column.ID)) lines.push(`Удалена колонка ${column.CODE} «${column.NAME}»`);
  return lines.length > 0 ? lines : ['Без изменений'];
}
