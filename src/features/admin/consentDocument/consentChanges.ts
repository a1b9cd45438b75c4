import type { StaffChange } from '@features/api';
import { fromTo, objectOf } from '@features/staffTools';

interface LoggedText {
  version: number;
  title: string;
  content: string;
}

/**
 * Issue 27 point 5: one save of the consent document in words: the version it made, the title
 * when it changed, and that the text changed (the whole HTML would not read as a line).
 */
export function describeConsentChange(change: Pick<StaffChange, 'before' | 'after'>): string[] {
  const before = objectOf<LoggedText>(change.before);
  const after = objectOf<LoggedText>(change.after);
  const lines = [fromTo('Версия', String(before.version ?? '—'), String(after.version ?? '—'))];
  if (before.title !== after.title)
    lines.push(fromTo('Заголовок', `«${before.title ?? ''}»`, `«${after.title ?? ''}»`));
  if (before.content !== after.content) lines.push('Текст документа изменён');
  return lines;
}
