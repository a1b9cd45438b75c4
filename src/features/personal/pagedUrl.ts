/**
 * A page of a cabinet list: the base url for page 1, `/page/{n}/` after it for the others (spec
 * §2, ARCHITECTURE §7: page 1 has one url).
 */
export const pagedUrl = (base: string, page: number) => (page <= 1 ? base : `${base}page/${page}/`);

/** The page number of a route's `:page` parameter ('2', or '2-24' as the server reads it); 1 when absent. */
export const pageParam = (value: string | undefined) => {
  const page = Number.parseInt(value ?? '', 10);
  return page > 1 ? page : 1;
};
