import type { StaffChange } from '@features/api';

type Describe = (change: Pick<StaffChange, 'before' | 'after' | 'subject'>) => string[];

/**
 * Issue 25 point 6: what a revert of `change` will do, said before staff confirm it: the subject
 * goes from its current state (the after of its newest change, first in the list) back to the
 * change's before, so the lines also name what later changes it overwrites; `laterChanges` counts
 * those.
 */
export function revertPlan(
  changes: readonly StaffChange[],
  change: StaffChange,
  describe: Describe,
): { lines: string[]; laterChanges: number } {
  const ofSubject = changes.filter((other) => other.subject === change.subject);
  const laterChanges = ofSubject.findIndex((other) => other.id === change.id);
  const current = ofSubject[0] ?? change;
  return {
    lines: describe({ before: current.after, after: change.before, subject: change.subject }),
    laterChanges: Math.max(laterChanges, 0),
  };
}
