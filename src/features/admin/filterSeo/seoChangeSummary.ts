import type { StaffChange } from '@features/api';

/**
 * An item of a url as the server's change log keeps it (openapi `FilterSeoDetail.changes`):
 * without ID and ALL_VALUES, with the property's CODE instead of UF_PROPERTY_ID.
 */
interface LoggedSeoItem {
  CODE: string;
  NAME?: string;
  UF_ACTIVE?: boolean;
  UF_USE_DEFAULT?: boolean;
  UF_RE_LINK?: boolean;
  UF_TO_LOWER_CASE?: boolean;
  UF_META?: { H1?: string; TITLE?: string; DESCRIPTION?: string };
  UF_REPLACES?: unknown[];
}

/** The logged state holds the items as `{ items }`; a bare list is read the same way. */
function itemsOf(state: unknown): LoggedSeoItem[] {
  if (Array.isArray(state)) return state as LoggedSeoItem[];
  if (state && typeof state === 'object' && Array.isArray((state as { items?: unknown }).items))
    return (state as { items: LoggedSeoItem[] }).items;
  return [];
}

const FLAGS = [
  ['UF_ACTIVE', 'теги'],
  ['UF_USE_DEFAULT', 'настройки «/»'],
  ['UF_RE_LINK', 'перелинковка'],
  ['UF_TO_LOWER_CASE', 'значение строчными'],
] as const;

const TEXTS = [
  ['H1', 'H1'],
  ['TITLE', 'title'],
  ['DESCRIPTION', 'description'],
] as const;

const nameOf = (item: LoggedSeoItem) => `«${item.NAME || item.CODE}»`;

/**
 * Issue 12 point 6: one save of a url in words: items added and removed, the new order, and per
 * item the switched flags and the changed templates, with the new template text.
 */
export function describeSeoChange(change: Pick<StaffChange, 'before' | 'after'>): string[] {
  const before = itemsOf(change.before);
  const after = itemsOf(change.after);
  if (change.after === null || (after.length === 0 && before.length > 0))
    return ['Конфигурация адреса удалена'];
  const beforeByCode = new Map(before.map((item) => [item.CODE, item]));
  const afterCodes = new Set(after.map((item) => item.CODE));
  const lines: string[] = [];

  const added = after.filter((item) => !beforeByCode.has(item.CODE));
  const removed = before.filter((item) => !afterCodes.has(item.CODE));
  if (added.length > 0) lines.push(`Добавлены: ${added.map(nameOf).join(', ')}`);
  if (removed.length > 0) lines.push(`Убраны: ${removed.map(nameOf).join(', ')}`);

  const keptBefore = before.filter((item) => afterCodes.has(item.CODE)).map((item) => item.CODE);
  const keptAfter = after.filter((item) => beforeByCode.has(item.CODE));
  if (keptBefore.join() !== keptAfter.map((item) => item.CODE).join())
    lines.push(`Новый порядок: ${keptAfter.map(nameOf).join(', ')}`);

  for (const item of keptAfter) {
    const old = beforeByCode.get(item.CODE)!;
    const name = nameOf(item);
    if ((old.NAME ?? '') !== (item.NAME ?? '')) lines.push(`${name}: новое название`);
    for (const [flag, label] of FLAGS)
      if (Boolean(old[flag]) !== Boolean(item[flag]))
        lines.push(`${name}: ${label} — ${item[flag] ? 'да' : 'нет'}`);
    for (const [field, label] of TEXTS) {
      const text = item.UF_META?.[field] ?? '';
      if ((old.UF_META?.[field] ?? '') !== text)
        lines.push(`${name}: ${label} «${text || 'по умолчанию'}»`);
    }
    if (JSON.stringify(old.UF_REPLACES ?? []) !== JSON.stringify(item.UF_REPLACES ?? []))
      lines.push(`${name}: замены значений`);
  }
  return lines.length > 0 ? lines : ['Без изменений'];
}
