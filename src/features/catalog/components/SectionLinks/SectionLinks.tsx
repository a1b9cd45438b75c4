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

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
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
  overflow-wrap: anywhere;
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

export interface SectionLink {
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
