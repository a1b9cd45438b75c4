import { lazyWithReload } from '@features/chunkReload';
import type { PageRenderers } from '@features/page';

/** The search results page `/search/?q=` (page type `search`), a lazy chunk. */
export const pageRenderers: PageRenderers = {
  search: lazyWithReload(() =>
    import('./screens/SearchScreen/SearchScreen').then((m) => ({ default: m.SearchScreen })),
  ),
};
