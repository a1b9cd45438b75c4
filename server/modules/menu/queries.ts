import type { Queryable } from '../../lib/db/types';

/** spec §7: the four menus of the shop (the `menus.menu` check constraint). */
export const MENU_NAMES = ['topmost', 'catalogAdditional', 'catalog', 'mainPage'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

export interface MenuRow {
  id: number;
  parent_id: number | null;
  link: string;
  title: string;
  css_class: string | null;
}

/** Every item of one menu, parents and children alike, in `sort` order. */
export function menuRows(db: Queryable, menu: MenuName): Promise<MenuRow[]> {
  return db.query<MenuRow>(
    `SELECT id, parent_id, link, title, css_class FROM menus WHERE menu = $1 ORDER BY sort, id`,
    [menu],
  );
}
