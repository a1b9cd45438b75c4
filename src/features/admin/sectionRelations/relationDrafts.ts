import type { FilterSection, SectionRelation } from '@features/api';

/** R-REL-2: removal of a related section asks this first (spec §5). */
export const DELETE_RELATION_QUESTION = 'Удалить привязку?';

/** The edited relations: section id → its related sections, in the order they were chosen. */
export type RelationDrafts = ReadonlyMap<number, readonly number[]>;

export const draftsOf = (relations: readonly SectionRelation[]): RelationDrafts =>
  new Map(relations.map((relation) => [relation.id, relation.items]));

/**
 * R-REL-2: what may be related to `sectionId`: every section but the section itself and those
 * already chosen for it.
 */
export function relationChoices(
  sections: readonly FilterSection[],
  sectionId: number,
  chosen: readonly number[],
): FilterSection[] {
  const taken = new Set([sectionId, ...chosen]);
  return sections.filter((section) => !taken.has(section.id));
}

export const withItem = (drafts: RelationDrafts, sectionId: number, itemId: number) =>
  new Map(drafts).set(sectionId, [...(drafts.get(sectionId) ?? []), itemId]);

export const withoutItem = (drafts: RelationDrafts, sectionId: number, itemId: number) =>
  new Map(drafts).set(
    sectionId,
    (drafts.get(sectionId) ?? []).filter((id) => id !== itemId),
  );

/** The whole form, as the server wants it posted; a section without items is no relation. */
export const relationsOf = (drafts: RelationDrafts): SectionRelation[] =>
  [...drafts]
    .filter(([, items]) => items.length > 0)
    .map(([id, items]) => ({ id, items: [...items] }));

export function sameRelations(a: RelationDrafts, b: RelationDrafts): boolean {
  const key = (drafts: RelationDrafts) =>
    JSON.stringify(relationsOf(drafts).sort((x, y) => x.id - y.id));
  return key(a) === key(b);
}

const itemsKey = (drafts: RelationDrafts, sectionId: number) =>
  (drafts.get(sectionId) ?? []).join(',');

/**
 * Issue 25 point 7: the form after the server's relations changed from `before` to `after` (a
 * revert from the history, a reload): the sections edited here keep their edits, the others
 * show the server's new relations.
 */
export function rebasedDrafts(
  drafts: RelationDrafts,
  before: RelationDrafts,
  after: RelationDrafts,
): RelationDrafts {
  const rebased = new Map(after);
  for (const sectionId of new Set([...drafts.keys(), ...before.keys()])) {
    if (itemsKey(drafts, sectionId) !== itemsKey(before, sectionId))
      rebased.set(sectionId, drafts.get(sectionId) ?? []);
  }
  return rebased;
}
