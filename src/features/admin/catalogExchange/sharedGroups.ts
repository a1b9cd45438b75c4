import type { SharedPropertyGroup } from '@features/api';

export type Groups = readonly SharedPropertyGroup[];

/** spec §5, R-CSV-6: a group needs a name. */
export const GROUP_NAME_NEEDED = 'Укажите название группы';

/** Where a shared property that is in no group is listed (not a stored group). */
export const UNGROUPED_TITLE = 'Без группы';

/** The name as it is stored: without the spaces around it. */
const stored = (name: string) => name.trim();

/**
 * What a save of `groups` would store. Two lists with one content are one key, so R-CSV-6's
 * "only when the content differs from the last saved content" is a comparison of keys.
 */
export function groupsContent(groups: Groups): string {
  return JSON.stringify(
    groups.map(({ name, items, isActive }) => ({ name: stored(name), items, isActive })),
  );
}

/** The groups as the server takes them: names trimmed. */
export const groupsToSave = (groups: Groups): SharedPropertyGroup[] =>
  groups.map((group) => ({ ...group, name: stored(group.name) }));

/** Whether every group has a name, so the list may be saved. */
export const groupsNamed = (groups: Groups): boolean =>
  groups.every((group) => stored(group.name) !== '');

export function renameGroup(groups: Groups, index: number, name: string): Groups {
  return groups.map((group, i) => (i === index ? { ...group, name } : group));
}

/** The groups with a new empty one at the end, or the spec's text when the name is empty. */
export function addGroup(groups: Groups, name: string): Groups | { error: string } {
  if (stored(name) === '') return { error: GROUP_NAME_NEEDED };
  return [...groups, { name: stored(name), items: [], isActive: false }];
}

/** Moves a property into the group at `to`, or out of every group when `to` is null. */
export function moveProperty(groups: Groups, propertyId: number, to: number | null): Groups {
  return groups.map((group, i) => {
    const items = group.items.filter((id) => id !== propertyId);
    if (i === to) items.push(propertyId);
    return items.length === group.items.length && i !== to ? group : { ...group, items };
  });
}

/** Removes the group at `index` if it holds no property (a group is emptied first). */
export function removeGroup(groups: Groups, index: number): Groups {
  if (groups[index]?.items.length) return groups;
  return groups.filter((_, i) => i !== index);
}

/** The shared property ids that no group holds, in the properties' order. */
export function ungroupedIds(propertyIds: readonly number[], groups: Groups): number[] {
  const grouped = new Set(groups.flatMap((group) => group.items));
  return propertyIds.filter((id) => !grouped.has(id));
}
