import type { Queryable } from '../../lib/db/types';
import { menuRows, type MenuName, type MenuRow } from './queries';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `MenuItem` (spec §3: link, cssClass, children). */
export type MenuItem = Schema<'MenuItem'>;

/** The menu as a tree, each level in `sort` order. */
export async function loadMenu(db: Queryable, menu: MenuName): Promise<MenuItem[]> {
  return buildMenuTree(await menuRows(db, menu));
}

/**
 * Rows come sorted; an item whose parent is not in the menu is shown at the top level.
 * @internal exported for a test only
 */
export function buildMenuTree(rows: readonly MenuRow[]): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const row of rows)
    items.set(row.id, { link: row.link, title: row.title, cssClass: row.css_class, children: [] });
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id) as MenuItem;
    const parent = row.parent_id === null ? undefined : items.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
