import type { Schema } from '../../lib/api/contract';
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
