import type { PageSeo, PageVariables } from '@features/api';
import { replaceTokens } from '@shared';

/** Marks the head tags this module owns, so the next page removes the previous page's ones. */
const OWNED = 'data-page-head';

export interface PageHead {
  title: string;
  /** `seo.meta` of the page: description, keywords, robots ... */
  meta: PageSeo['meta'];
  /** Path or absolute url; omitted for pages without one (error pages). */
  canonical?: string;
}

/**
 * Puts the page's title, meta tags and canonical link into `<head>` (spec §7, R-PAGE-5): the
 * shell's server-rendered tags are replaced on the first client navigation. Tokens are replaced
 * from `variables` in case the texts came raw.
 */
export function applyPageHead(
  head: PageHead,
  variables: Partial<PageVariables> = {},
  doc = document,
) {
  doc.title = replaceTokens(head.title, variables);
  // Server-rendered tags of the shell (no marker) go too: one set of tags per page.
  doc.head
    .querySelectorAll(
      `meta[${OWNED}], meta[name="description"], meta[name="robots"], link[rel="canonical"]`,
    )
    .forEach((tag) => tag.remove());
  for (const { name, content } of head.meta) {
    const meta = doc.createElement('meta');
    meta.setAttribute(OWNED, '');
    meta.name = name;
    meta.content = replaceTokens(content, variables);
    doc.head.append(meta);
  }
  if (head.canonical) {
    const link = doc.createElement('link');
    link.setAttribute(OWNED, '');
    link.rel = 'canonical';
    // Absolute, as the shell writes it for crawlers.
    link.href = new URL(head.canonical, doc.location.origin).href;
    doc.head.append(link);
  }
}
