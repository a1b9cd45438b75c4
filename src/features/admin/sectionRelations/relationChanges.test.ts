import { describe, expect, it } from 'vitest';
import { describeRelationChange } from './relationChanges';

const names = new Map([
  [1, 'Картины'],
  [2, 'Картины → Пейзажи'],
  [3, 'Мозаика'],
]);
const name = (id: number) => names.get(id) ?? `№ ${id}`;

describe('describeRelationChange (issue 25 point 6)', () => {
  it('names each section whose related sections changed, before → after, by path', () => {
    expect(
      describeRelationChange(
        {
          before: [{ section_id: 1, items: [2] }],
          after: [
            { section_id: 1, items: [2, 3] },
            { section_id: 3, items: [1] },
          ],
        },
        name,
      ),
    ).toEqual([
      '«Картины» показывает товары: «Картины → Пейзажи» → «Картины → Пейзажи», «Мозаика»',
      '«Мозаика» показывает товары: нет → «Картины»',
    ]);
  });
});
