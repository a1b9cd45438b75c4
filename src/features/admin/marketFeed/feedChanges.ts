import type { StaffChange } from '@features/api';
import { listOf } from '@features/staffTools';

/**
 * Issue 27 point 3: one save of the feed's sections in words: each section switched off or back
 * on, named by `sectionName` (its path). The log keeps the ids of the sections switched off.
 */
export function describeFeedChange(
  change: Pick<StaffChange, 'before' | 'after'>,
  sectionName: (id: number) => string,
): string[] {
  const before = new Set(listOf<number>(change.before));
  const after = new Set(listOf<number>(change.after));
  const lines = [
    ...[...after]
      .filter((id) => !before.has(id))
      .map((id) => `«${sectionName(id)}»: убран из фида`),
    ...[...before].filter((id) => !after.has(id)).map((id) => `«${sectionName(id)}»: снова в фиде`),
  ];
  return lines.length > 0 ? lines : ['Без изменений'];
}
