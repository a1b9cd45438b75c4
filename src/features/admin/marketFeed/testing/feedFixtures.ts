import type { MarketFeedSection } from '@features/api';

const section = (id: number, name: string, parentId: number | null, inFeed = true) =>
  ({ id, name, parentId, inFeed }) satisfies MarketFeedSection;

/** A small catalogue tree as the server lists it (tree order), every section in the feed. */
export const feedSections: MarketFeedSection[] = [
  section(1, 'Алмазная мозаика', null),
  section(2, 'Цветы', 1),
  section(3, 'Животные', 1),
  section(9, 'Кошки', 3),
  section(4, 'Картины по номерам', null),
  section(5, 'Пейзажи', 4),
  section(6, 'Новый год', null),
];
