import type { Schema } from './api/contract';

/** A paged list of openapi.yaml (`OrderPage`, `PurchasePage`): one page (from 1) and the totals. */
export interface Page<Item> {
  items: Item[];
  page: number;
  pages: number;
  total: number;
}

/**
 * Page `page` of `size` items, read by a query that counts all matching rows on each of its rows
 * (`count(*) OVER () AS matching`): one statement per page; `count` runs only past the last
 * page, where no row carries the total.
 */
export async function windowPage<Row extends { matching: number }, Item>(
  page: number,
  size: number,
  query: {
    rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
    count: () => Promise<number>;
    item: (row: Row) => Item;
  },
): Promise<Page<Item>> {
  const rows = await query.rows({ limit: size, offset: (page - 1) * size });
  const total = rows[0]?.matching ?? (page > 1 ? await query.count() : 0);
  return { items: rows.map(query.item), page, pages: Math.ceil(total / size), total };
}

/** Products per page of every paged product list (search, new items, discounts). */
export const PAGE_SIZE = 24;

/** openapi.yaml `Pagination`. */
export type Pagination = Schema<'Pagination'>;

export function pagination(page: number, total: number, pageSize = PAGE_SIZE): Pagination {
  return { page, pageCount: Math.ceil(total / pageSize), pageSize, total };
}

export const offsetOf = (page: number, pageSize = PAGE_SIZE): number => (page - 1) * pageSize;

/** Page 1 always exists (an empty list shows its empty state); pages past the end are 404. */
export const pageExists = ({ page, pageCount }: Pagination): boolean =>
  page === 1 || page <= pageCount;
