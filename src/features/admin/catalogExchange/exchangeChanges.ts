import type { StaffChange } from '@features/api';
import { fromTo, listOf, objectOf, quotedList, yesNo } from '@features/staffTools';

/** What the server's change log keeps of the exchange (catalogExchange/settings, import/jobs). */
interface LoggedGroup {
  name: string;
  items: number[];
  isActive: boolean;
}
interface LoggedBinding {
  section_id: number;
  property_id: number;
  required: boolean;
}
interface LoggedImport {
  created: number;
  updated: number;
  rejected: number;
}

export interface ExchangeNames {
  propertyName: (id: number) => string;
  sectionName: (id: number) => string;
}

/**
 * Issue 25 point 6: one change of the catalogue exchange in words: the shared groups, a section's
 * properties and their required flags (before → after), or an applied import's counts.
 */
export function describeExchangeChange(
  change: Pick<StaffChange, 'before' | 'after'>,
  names: ExchangeNames,
): string[] {
  const state = change.after ?? change.before;
  if (state && !Array.isArray(state)) {
    const job = objectOf<LoggedImport>(change.after);
    return [
      `Импорт каталога: создано ${job.created ?? 0}, обновлено ${job.updated ?? 0}, отклонено ${job.rejected ?? 0}`,
    ];
  }
  const rows = [...listOf<object>(change.before), ...listOf<object>(change.after)];
  const lines =
    rows.length > 0 && 'property_id' in rows[0]!
      ? bindingLines(change, names)
      : groupLines(change, names);
  return lines.length > 0 ? lines : ['Без изменений'];
}

function groupLines(change: Pick<StaffChange, 'before' | 'after'>, names: ExchangeNames) {
  const before = new Map(listOf<LoggedGroup>(change.before).map((group) => [group.name, group]));
  const after = listOf<LoggedGroup>(change.after);
  const afterNames = new Set(after.map((group) => group.name));
  const properties = (group: LoggedGroup) => quotedList(group.items.map(names.propertyName));
  const lines: string[] = [];
  for (const group of after) {
    const old = before.get(group.name);
    if (!old) {
      lines.push(`Добавлена группа «${group.name}»: ${properties(group)}`);
      continue;
    }
    if (properties(old) !== properties(group))
      lines.push(fromTo(`Группа «${group.name}»`, properties(old), properties(group)));
    if (old.isActive !== group.isActive)
      lines.push(
        fromTo(`Группа «${group.name}», показывать`, yesNo(old.isActive), yesNo(group.isActive)),
      );
  }
  for (const name of before.keys())
    if (!afterNames.has(name)) lines.push(`Удалена группа «${name}»`);
  return lines;
}

function bindingLines(change: Pick<StaffChange, 'before' | 'after'>, names: ExchangeNames) {
  const key = (row: LoggedBinding) => `${row.section_id}:${row.property_id}`;
  const before = new Map(listOf<LoggedBinding>(change.before).map((row) => [key(row), row]));
  const after = new Map(listOf<LoggedBinding>(change.after).map((row) => [key(row), row]));
  const label = (row: LoggedBinding) =>
    `«${names.sectionName(row.section_id)}», «${names.propertyName(row.property_id)}»`;
  const lines: string[] = [];
  for (const [id, row] of after) {
    const old = before.get(id);
    if (!old)
      lines.push(`${label(row)}: свойство добавлено${row.required ? ', обязательное' : ''}`);
    else if (old.required !== row.required)
      lines.push(fromTo(`${label(row)}, обязательное`, yesNo(old.required), yesNo(row.required)));
  }
  for (const [id, row] of before) if (!after.has(id)) lines.push(`${label(row)}: свойство убрано`);
  return lines;
}
