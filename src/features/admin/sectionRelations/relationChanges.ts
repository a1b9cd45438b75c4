import type { StaffChange } from '@features/api';
import { fromTo, listOf, quotedList } from '@features/staffTools';

/** A relation as the server's change log keeps it (sectionRelations/queries.ts). */
interface LoggedRelation {
  section_id: number;
  items: number[];
}

/**
 * Issue 25 point 6: one save of the section relations in words: per section whose related
 * sections changed, the sections before and after, named by `sectionName` (their paths).
 */
export function describeRelationChange(
  change: Pick<StaffChange, 'before' | 'after'>,
  sectionName: (id: number) => string,
): string[] {
  const itemsOf = (state: unknown) =>
    new Map(listOf<LoggedRelation>(state).map((row) => [row.section_id, row.items]));
  const before = itemsOf(change.before);
  const after = itemsOf(change.after);
  const sectionIds = [...new Set([...before.keys(), ...after.keys()])];
  const lines = sectionIds.flatMap((id) => {
    const was = (before.get(id) ?? []).map(sectionName);
    const is = (after.get(id) ?? []).map(sectionName);
    return was.join('\n') === is.join('\n')
      ? []
      : [fromTo(`«${sectionName(id)}» показывает товары`, quotedList(was), quotedList(is))];
  });
  return lines.length > 0 ? lines : ['Без изменений'];
}
