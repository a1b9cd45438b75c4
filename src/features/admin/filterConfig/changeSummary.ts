import type { StaffChange } from '@features/api';
import { fromTo, quotedList, yesNo } from '@features/staffTools';

/** What the server's change log keeps of a section's settings (server filterConfig/service.ts). */
interface SettingsState {
  items?: { CODE: string; UF_NAME?: string; UF_USE_DEFAULT?: string; UF_VALUES?: string[] }[];
  disabled?: string[];
  bindSectionId?: number | null;
}

const stateOf = (value: unknown): SettingsState =>
  value && typeof value === 'object' ? (value as SettingsState) : {};

/**
 * Issue 12 point 6, issue 25 point 6: one change log record in words, each thing it changed
 * before → after. `propertyName` names a property by its code; `sectionName` a section by its id.
 */
export function describeChange(
  change: Pick<StaffChange, 'before' | 'after'>,
  propertyName: (code: string) => string,
  sectionName: (id: number) => string,
): string[] {
  const before = stateOf(change.before);
  const after = stateOf(change.after);
  const lines: string[] = [];

  const beforeBind = before.bindSectionId ?? null;
  const afterBind = after.bindSectionId ?? null;
  const bound = (id: number | null) => (id === null ? 'нет' : `«${sectionName(id)}»`);
  if (beforeBind !== afterBind)
    lines.push(fromTo('Привязка к разделу', bound(beforeBind), bound(afterBind)));

  const wasOff = new Set(before.disabled ?? []);
  const isOff = new Set(after.disabled ?? []);
  for (const code of [...isOff].filter((code) => !wasOff.has(code)))
    lines.push(fromTo(`«${propertyName(code)}», показывать`, 'да', 'нет'));
  for (const code of [...wasOff].filter((code) => !isOff.has(code)))
    lines.push(fromTo(`«${propertyName(code)}», показывать`, 'нет', 'да'));

  const beforeItems = before.items ?? [];
  const afterItems = after.items ?? [];
  const beforeByCode = new Map(beforeItems.map((item) => [item.CODE, item]));
  const afterCodes = new Set(afterItems.map((item) => item.CODE));
  const added = afterItems.filter((item) => !beforeByCode.has(item.CODE));
  const removed = beforeItems.filter((item) => !afterCodes.has(item.CODE));
  const names = (items: readonly { CODE: string }[]) =>
    quotedList(items.map((item) => propertyName(item.CODE)));
  if (added.length > 0) lines.push(`Добавлены в фильтр: ${names(added)}`);
  if (removed.length > 0) lines.push(`Убраны из фильтра: ${names(removed)}`);

  const kept = (items: NonNullable<SettingsState['items']>, others: Set<string>) =>
    items.filter((item) => others.has(item.CODE));
  const orderBefore = kept(beforeItems, afterCodes);
  const orderAfter = kept(afterItems, new Set(beforeByCode.keys()));
  if (orderBefore.map((item) => item.CODE).join() !== orderAfter.map((item) => item.CODE).join())
    lines.push(fromTo('Порядок', names(orderBefore), names(orderAfter)));

  for (const item of afterItems) {
    const old = beforeByCode.get(item.CODE);
    if (!old) continue;
    const name = `«${propertyName(item.CODE)}»`;
    if ((old.UF_NAME ?? '') !== (item.UF_NAME ?? ''))
      lines.push(fromTo(`${name}, название`, `«${old.UF_NAME ?? ''}»`, `«${item.UF_NAME ?? ''}»`));
    const byDefault = (value?: string) => yesNo(value === '1');
    if ((old.UF_USE_DEFAULT ?? '0') !== (item.UF_USE_DEFAULT ?? '0'))
      lines.push(
        fromTo(
          `${name}, по умолчанию`,
          byDefault(old.UF_USE_DEFAULT),
          byDefault(item.UF_USE_DEFAULT),
        ),
      );
    if ((old.UF_VALUES ?? []).join('\n') !== (item.UF_VALUES ?? []).join('\n'))
      lines.push(
        fromTo(
          `${name}, значения`,
          quotedList(old.UF_VALUES ?? []),
          quotedList(item.UF_VALUES ?? []),
        ),
      );
  }
  return lines.length > 0 ? lines : ['Без изменений'];
}
