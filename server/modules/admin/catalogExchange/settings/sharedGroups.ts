import type { Db, Queryable } from '../../shared';
import { loggedSave } from '../../changeLog';
import type { SharedPropertyGroup } from '../actions';
import * as m from './messages';
import * as q from './queries';
import { CHANGE_LOG_TOOL } from './sectionProperties';

const SUBJECT = 'shared-groups';
/** Groups are stored with sort 10, 20, 30 … in the order the screen sends them. */
const SORT_STEP = 10;

/**
 * The groups of shared properties in their order. An item that is no longer a shared property
 * (deleted, or made a section property) is left out, so the screen's automatic save of what it
 * was given is never refused for it.
 */
export async function sharedPropertiesGrouped(db: Queryable): Promise<SharedPropertyGroup[]> {
  const [groups, properties] = await Promise.all([q.groups(db), q.properties(db)]);
  const shared = new Set(properties.filter((p) => p.shared).map((p) => p.id));
  return groups.map((g) => ({ ...g, items: g.items.filter((id) => shared.has(id)) }));
}

/**
 * R-CSV-6: the groups become exactly `groups`, in order. A name is needed (trimmed), every item
 * is a shared property, and a property sits in one group at most; otherwise 400 and nothing is
 * written.
 */
export async function setSharedPropertiesGrouped(
  db: Db,
  userId: number,
  groups: readonly SharedPropertyGroup[],
): Promise<{ sharedPropertiesGrouped: SharedPropertyGroup[] }> {
  const list = groups.map((g) => ({ ...g, name: g.name.trim() }));
  if (list.some((g) => !g.name)) throw m.badGroupName();
  await loggedSave(
    db,
    { userId, tool: CHANGE_LOG_TOOL, subject: SUBJECT, state: q.groups },
    async (tx) => {
      const byId = new Map((await q.properties(tx)).map((p) => [p.id, p]));
      const unknown = [...new Set(list.flatMap((g) => g.items))].filter((id) => !byId.has(id));
      if (unknown.length) throw m.propertiesNotFound(unknown);
      const groupOf = new Map<number, string>();
      for (const group of list)
        for (const id of group.items) {
          const property = byId.get(id)!;
          if (!property.shared) throw m.notShared(property.name);
          const other = groupOf.get(id);
          if (other !== undefined) throw m.inTwoGroups(property.name, other);
          groupOf.set(id, group.name);
        }
      await q.replaceGroups(tx, list, SORT_STEP);
    },
  );
  return { sharedPropertiesGrouped: await sharedPropertiesGrouped(db) };
}
