import type { StaffChange } from '@features/api';
import { fromTo, objectOf } from '@features/staffTools';

interface LoggedTransition {
  searchQuery: string;
  targetUrl: string;
}

/** Issue 25 point 6: one change of a direct transition in words (server searchTransitions). */
export function describeTransitionChange(change: Pick<StaffChange, 'before' | 'after'>): string[] {
  const before = objectOf<LoggedTransition>(change.before);
  const after = objectOf<LoggedTransition>(change.after);
  if (change.before === null)
    return [`Добавлен переход: «${after.searchQuery}» → ${after.targetUrl}`];
  if (change.after === null)
    return [`Удалён переход: «${before.searchQuery}» → ${before.targetUrl}`];
  const lines: string[] = [];
  if (before.searchQuery !== after.searchQuery)
    lines.push(fromTo('Запрос', `«${before.searchQuery}»`, `«${after.searchQuery}»`));
  if (before.targetUrl !== after.targetUrl)
    lines.push(
      fromTo(`Страница для «${after.searchQuery}»`, `${before.targetUrl}`, `${after.targetUrl}`),
    );
  return lines.length > 0 ? lines : ['Без изменений'];
}
