export type PageItem = number | 'gap';

/**
 * The pages to show for `page` of `pageCount`: always the first and last, `siblings` around the
 * current one, and a gap for every hidden run. The list always has the same length (2 × siblings
 * + 5) once there are enough pages, so the control does not change width while paging, and a gap
 * never hides a single page (that page is shown instead).
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= 2 * siblings + 5) return range(1, count);

  const current = Math.min(Math.max(Math.floor(page), 1), count);
  const start = Math.min(Math.max(current - siblings, 3), count - 2 - 2 * siblings);
  const end = start + 2 * siblings;
  return [
    1,
    start === 3 ? 2 : 'gap',
    ...range(start, end),
    end === count - 2 ? count - 1 : 'gap',
    count,
  ];
}
