import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

/** Typography for editors' html: they write plain tags, the shop gives them its look. */
const Content = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  & h2 {
    margin: 32px 0 12px;
    font-size: var(--font-size-xl);
  }
  & h3 {
    margin: 24px 0 8px;
    font-size: var(--font-size-lg);
  }
  & p,
  & ul,
  & ol {
    margin: 0 0 12px;
  }
  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: var(--color-brand);
  }
  & table {
    border-collapse: collapse;
  }
  & td,
  & th {
    padding: 8px 12px;
    border: 1px solid var(--color-border);
  }
`;

export interface CmsPageViewProps {
  /** Breadcrumbs and H1 (PageTitle). */
  title: ReactNode;
  /** The page's html from the CMS (trusted: written by the shop's editors). */
  content: string;
  /**
   * Clicks inside the content: the container turns links to the shop's own pages into client-side
   * navigations and `#anchor` links into offset scrolling.
   */
  onContentClick?: (event: MouseEvent<HTMLDivElement>) => void;
}

/** A page whose body is html from the CMS (spec §7 "Page content"). */
export function CmsPageView({ title, content, onContentClick }: CmsPageViewProps) {
  return (
    <article>
      {title}
      {/* The handler only delegates clicks on links inside, which stay keyboard-operable. */}
      <Content onClick={onContentClick} dangerouslySetInnerHTML={{ __html: content }} />
    </article>
  );
}
