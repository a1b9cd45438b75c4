import { describe, expect, it } from 'vitest';
import { describeFeedChange } from './feedChanges';
import { excludedOf, feedRows, switched } from './feedSections';
import { feedSections } from './testing';

describe('issue 27 point 3: the feed’s section tree', () => {
  it('a section switched off leaves every section under it out, naming it', () => {
    const rows = feedRows(feedSections, new Set([1]));
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Алмазная мозаика')).toMatchObject({ own: false, leftOutWith: null });
    expect(byName.get('Кошки')).toMatchObject({
      path: 'Алмазная мозаика → Животные → Кошки',
      depth: 3,
      own: true,
      leftOutWith: 'Алмазная мозаика',
    });
    expect(byName.get('Пейзажи')).toMatchObject({ own: true, leftOutWith: null });
  });

  it('names the nearest section switched off above, and keeps each one’s own switch', () => {
    const rows = feedRows(feedSections, switched(new Set([1, 3]), 1, true));
    expect(rows.find((row) => row.name === 'Кошки')?.leftOutWith).toBe(
      'Алмазная мозаика → Животные',
    );
    expect(rows.find((row) => row.name === 'Алмазная мозаика')?.own).toBe(true);
  });

  it('reads the stored switches: only the sections not in the feed', () => {
    const sections = feedSections.map((s) => ({ ...s, inFeed: s.id !== 6 }));
    expect([...excludedOf(sections)]).toEqual([6]);
  });

  it('tells a change in words: sections switched off and back on, by their paths', () => {
    const name = (id: number) => (id === 3 ? 'Алмазная мозаика → Животные' : `№ ${id}`);
    expect(describeFeedChange({ before: [6], after: [3] }, name)).toEqual([
      '«Алмазная мозаика → Животные»: убран из фида',
      '«№ 6»: снова в фиде',
    ]);
    expect(describeFeedChange({ before: [], after: [] }, name)).toEqual(['Без изменений']);
  });
});
