import { CmsPage } from '../CmsPage';
import type { ShownPage } from '../../pageLoader';
import { usePageRenderers } from '../../pageRenderers';

/**
 * Draws a page by its `type` (spec §7 "Page content"): the renderer a feature registered for it,
 * else the page's own html — the CMS pages, and a neutral view for kinds nobody draws yet.
 */
export function PageByType({ page }: { page: ShownPage }) {
  const Renderer = usePageRenderers()[page.type];
  if (Renderer) return <Renderer page={page} />;
  return <CmsPage page={page} />;
}
