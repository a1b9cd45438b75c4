import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';

const Root = styled.nav`
  display: grid;
  gap: 8px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-md);
`;

// Phones get one row that scrolls sideways: wrapped, a large section's pills filled about
// 1 670 px before its first product (issue 9 point 15).
const List = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  & > li {
    flex: none;
  }
  @media (min-width: 640px) {
    flex-wrap: wrap;
    padding-bottom: 0;
    overflow-x: visible;
    & > li {
      flex: initial;
    }
  }
`;

const Pill = styled.a`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  min-height: 32px;
  padding: 6px 12px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-sm);
  text-decoration: none;
  white-space: nowrap;
  @media (min-width: 640px) {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  &:hover {
    border-color: var(--color-brand);
    color: var(--color-brand);
  }
  &[aria-current='page'] {
    border-color: var(--color-brand);
    background: var(--color-brand-tint);
  }
`;

const Count = styled.span`
  color: var(--color-text-muted);
  font-variant-numeric: tabular-nums;
`;

interface SectionLink {
  title: string;
  link: string;
  /** Products behind the link (subsections). */
  count?: number;
}

export interface SectionLinksProps {
  /** Heading and the navigation's name: 'Подразделы', 'Популярные подборки', 'Смотрите также'. */
  title: string;
  links: readonly SectionLink[];
  /** The link of the page being shown, marked as current. */
  currentLink?: string;
  linkAs?: LinkComponent;
}

/** A row of pill links: subsections, landing tags or relinks of a section (docs/catalog.md). */
export function SectionLinks({ title, links, currentLink, linkAs }: SectionLinksProps) {
  if (links.length === 0) return null;
  return (
    <Root aria-label={title}>
      <Heading>{title}</Heading>
      <List>
        {links.map((item) => (
          <li key={item.link}>
            <Pill
              as={linkAs}
              href={item.link}
              aria-current={item.link === currentLink ? 'page' : undefined}
            >
              {item.title}
              {item.count !== undefined && <Count>{item.count}</Count>}
            </Pill>
          </li>
        ))}
      </List>
    </Root>
  );
}
