import { lazyWithReload } from '@features/chunkReload';
import type { PageRenderers } from '@features/page';

// The app loads this file eagerly; each screen is a lazy chunk of its own.
/** The catalogue's page renderers by page `type` (docs/api.md, docs/catalog.md). */
export const pageRenderers: PageRenderers = {
  section: lazyWithReload(() =>
    import('./screens/SectionScreen/SectionScreen').then((m) => ({ default: m.SectionScreen })),
  ),
  product: lazyWithReload(() =>
    import('./screens/ProductScreen/ProductScreen').then((m) => ({ default: m.ProductScreen })),
  ),
};
