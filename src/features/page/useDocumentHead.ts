import { useEffect } from 'react';
import type { PageCommon } from '@features/api';
import { applyPageHead, type PageHead } from './applyPageHead';

/** Keeps `<head>` on `head` while the calling screen is shown (applyPageHead). */
export function useDocumentHead(head: PageHead, variables?: PageCommon['variables']) {
  // Keyed by content: callers build the object on every render.
  const key = JSON.stringify([head, variables]);
  useEffect(() => {
    const [current, currentVariables] = JSON.parse(key) as [PageHead, PageCommon['variables']?];
    applyPageHead(current, currentVariables);
  }, [key]);
}

/** The head of a page JSON: its seo title, meta and canonical (spec §7, R-PAGE-5). */
export function pageHeadOf(page: PageCommon): PageHead {
  return { title: page.seo.title, meta: page.seo.meta, canonical: page.seo.canonical };
}
