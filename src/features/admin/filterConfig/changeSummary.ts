import type { StaffChange } from '@features/api';

/** What the server's change log keeps of a section's settings (server filterConfig/service.ts). */
interface SettingsState {
  items?: { CODE: string; UF_NAME?: string; UF_USE_DEFAULT?: string; UF_VALUES?: string[] }[];
  disabled?: string[];
  bindSectionId?: number | null;
}

const stateOf = (value: unknown): SettingsState =>
  value && typeof value === 'object' ? (value as SettingsState) : {};

const list = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ');

/**
 * Issue 12 point 6: one change log record in words, what changed between before and after.
 * `propertyName` names a property by its code; `sectionName` a section by its id.
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
  if (beforeBind !== afterBind)
    lines.push(
      afterBind === null
        ? `Привязка к разделу «${sectionName(beforeBind!)}» снята`
        : `Привязан к разделу «${sectionName(afterBind)}»`,
    );

  const wasOff = new Set(before.disabled ?? []);
  const isOff = new Set(after.disabled ?? []);
  const switchedOff = [...isOff].filter((code) => !wasOff.has(code)).map(propertyName);
  const switchedOn = [...wasOff].filter((code) => !isOff.has(code)).map(propertyName);
  if (switchedOff.length > 0) lines.push(`Выключены: ${list(switchedOff)}`);
  if (switchedOn.length > 0) lines.push(`Включены: ${list(switchedOn)}`);

  const beforeItems = before.items ?? [];
  const afterItems = after.items ?? [];
  const beforeByCode = new Map(beforeItems.map((item) => [item.CODE, item]));
  const afterCodes = new Set(afterItems.map((item) => item.CODE));
  const added = afterItems.filter((item) => !beforeByCode.has(item.CODE));
  const removed = beforeItems.filter((item) => !afterCodes.has(item.CODE));
  if (added.length > 0)
    lines.push(`Добавлены в фильтр: ${list(added.map((item) => propertyName(item.CODE)))}`);
  if (removed.length > 0)
    lines.push(`Убраны из фильтра: ${list(removed.map((item) => propertyName(item.CODE)))}`);

  const kept = (items: NonNullable<SettingsState['items']>, others: Set<string>) =>
    items.filter((item) => others.has(item.CODE)).map((item) => item.CODE);
  const orderBefore = kept(beforeItems, afterCodes);
  const orderAfter = kept(afterItems, new Set(beforeByCode.keys()));
  if (orderBefore.join() !== orderAfter.join())
    lines.push(`Новый порядок: ${list(orderAfter.map(propertyName))}`);

  for (const item of afterItems) {
    const old = beforeByCode.get(item.CODE);
    if (!old) continue;
    const name = propertyName(item.CODE);
    if ((old.UF_USE_DEFAULT ?? '0') !== (item.UF_USE_DEFAULT ?? '0'))
      lines.push(
        item.UF_USE_DEFAULT === '1'
          ? `«${name}»: по умолчанию`
          : `«${name}»: свои настройки вместо умолчаний`,
      );
    if ((old.UF_VALUES ?? []).join('\n') !== (item.UF_VALUES ?? []).join('\n'))
      lines.push(`«${name}»: новый порядок значений`);
  }
  return lines.length > 0 ? lines : ['Без изменений'];
}
