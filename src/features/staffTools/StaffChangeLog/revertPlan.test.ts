import { describe, expect, it } from 'vitest';
import type { StaffChange } from '@features/api';
import { revertPlan } from './revertPlan';

const change = (id: number, subject: string, before: number, after: number): StaffChange => ({
  id,
  at: '2026-11-28T10:00:00Z',
  userId: 1,
  userName: 'Анна',
  subject,
  before: { sort: before },
  after: { sort: after },
});
const describeSort = ({ before, after }: Pick<StaffChange, 'before' | 'after'>) => [
  `Сортировка: ${(before as { sort: number }).sort} → ${(after as { sort: number }).sort}`,
];

describe('revertPlan (issue 25 point 6)', () => {
  it('the newest change goes back to its before, nothing later to overwrite', () => {
    const changes = [change(3, 'a', 2, 1), change(2, 'a', 3, 2)];
    expect(revertPlan(changes, changes[0]!, describeSort)).toEqual({
      lines: ['Сортировка: 1 → 2'],
      laterChanges: 0,
    });
  });

  it('an older change: from the current state to its before, naming the later changes of its subject only', () => {
    const changes = [change(4, 'b', 7, 8), change(3, 'a', 2, 1), change(2, 'a', 3, 2)];
    expect(revertPlan(changes, changes[2]!, describeSort)).toEqual({
      lines: ['Сортировка: 1 → 3'],
      laterChanges: 1,
    });
  });
});
