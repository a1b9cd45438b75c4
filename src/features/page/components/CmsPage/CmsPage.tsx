import { useEffect, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../PageTitle';
import { RouterLink } from '../RouterLink';
import { pageAssets } from '../../pageAssets';
import type { ShownPage } from '../../pageLoader';
import { usePageBreadcrumbs } from '../../usePageData';
import { CmsPageView } from './CmsPageView';

/** A page drawn from its html: title, content, its css and scripts, links kept in the app. */
export function CmsPage({ page }: { page: ShownPage }) {
  const navigate = useNavigate();
  const breadcrumbs = usePageBreadcrumbs(page);
  useEffect(() => pageAssets.loadCss(page.css), [page.css]);
  useEffect(() => pageAssets.runScripts(page.js), [page.js]);

  // Links in the html are plain anchors: the shop's own pages open without a page load (an
  // `#anchor` then scrolls with the sticky header's offset, see AnchorScroll).
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  return (
    <CmsPageView
      title={<PageTitle title={page.seo.h1} breadcrumbs={breadcrumbs} linkAs={RouterLink} />}
      content={page.content}
      onContentClick={onContentClick}
    />
  );
}
