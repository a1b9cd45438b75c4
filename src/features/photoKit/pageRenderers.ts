import { lazyWithReload } from '@features/chunkReload';
import type { PageRenderers } from '@features/page';

// The app loads this file eagerly; the photo page is a lazy chunk, and the constructor in it
// another one.
/** The photo page's renderer (page type `photo`, issue 16). */
export const pageRenderers: PageRenderers = {
  photo: lazyWithReload(() =>
    import('./screens/PhotoOrderScreen').then((m) => ({ default: m.PhotoOrderScreen })),
  ),
};
