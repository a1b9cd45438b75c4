import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* Wrapped lines keep the links' targets (below) from touching or overlapping. */
  row-gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
  /* The separator is drawn by the list, by element, not by the item's own class ('& + &'): the
     server-rendered items keep the class the server's build named, and an item React adds after a
     client-side navigation gets the browser build's, so a class-to-class rule would miss the pair
     (issue 26 point 7, «Алмазная вышивка25x35»). */
  & > li + li::before {
    content: '/';
    margin: 0 8px;
    color: var(--color-border-strong);
  }
`;

// A crumb wider than the line wraps inside it; overflow-wrap breaks a word longer than a phone.
const Item = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

// The 21 px line is under WCAG 2.5.8's 24 px target; the padding makes the target 25 px tall and
// the negative margin keeps the line where it was, so the crumbs look as before.
const CrumbLink = styled.a`
  padding-block: 2px;
  margin-block: -2px;
  color: var(--color-text-muted);
  text-decoration: none;
  &:hover {
    color: var(--color-brand);
    text-decoration: underline;
  }
`;

// The current page's crumb is often a long product name: it wraps like the heading below it
// (issue 26 point 7), so a phone sees the whole name and the page stays as wide as the screen.
const Current = styled.span`
  color: var(--color-text);
`;

export interface Crumb {
  label: string;
  /** Where it leads; the last crumb (the current page) is never a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  /** Router adapter for client-side navigation (see LinkComponent in @ui/Button). */
  linkAs?: LinkComponent;
}

/** The path to the current page: a nav landmark, links for each step, the last one plain text. */
export function Breadcrumbs({ items, linkAs }: BreadcrumbsProps) {
  return (
    <nav aria-label="Хлебные крошки">
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {last || item.href === undefined ? (
                <Current aria-current={last ? 'page' : undefined}>{item.label}</Current>
              ) : (
                <CrumbLink as={linkAs} href={item.href}>
                  {item.label}
                </CrumbLink>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
