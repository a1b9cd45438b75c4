import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { Icon } from '@ui/Icon';
import { VisuallyHidden } from '@ui/VisuallyHidden';
import { pageItems } from './pageItems';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.a`
  display: inline-grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  padding: 0 8px;
  border-radius: var(--radius-control);
  color: var(--color-text);
  font-weight: var(--font-weight-semibold);
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  &:hover {
    background: var(--color-brand-tint);
    color: var(--color-brand);
  }
  &[aria-current='page'] {
    background: var(--color-brand);
    color: var(--color-text-inverse);
  }
  &[data-inactive] {
    color: var(--color-border-strong);
    background: none;
  }
`;

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; with one or none nothing is rendered. */
  pageCount: number;
  /**
   * The url of a page, e.g. `(n) => (n === 1 ? base : `${base}page/${n}/`)` (spec §2: page 1 has
   * no /page/ part).
   */
  hrefFor: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Router adapter for client-side navigation (see LinkComponent in @ui/Button). */
  linkAs?: LinkComponent;
}

/** Page links with gaps, previous and next: real links, so every page has its own url. */
export function Pagination({ page, pageCount, hrefFor, siblings = 1, linkAs }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount, siblings);
  const step = (target: number, label: string, rotate: 90 | 270) =>
    target >= 1 && target <= pageCount ? (
      <Cell
        as={linkAs}
        href={hrefFor(target)}
        aria-label={label}
        rel={rotate === 90 ? 'prev' : 'next'}
      >
        <Icon name="chevron" size={20} rotate={rotate} />
      </Cell>
    ) : (
      // Kept in place (not removed) so the numbers do not shift on the first and last page.
      <Cell as="span" data-inactive aria-hidden="true">
        <Icon name="chevron" size={20} rotate={rotate} />
      </Cell>
    );

  return (
    <nav aria-label="Страницы">
      <List>
        <li>{step(page - 1, 'Предыдущая страница', 90)}</li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Cell as="span" data-inactive>
                …
              </Cell>
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <Cell as="span" aria-current="page">
                  <VisuallyHidden>Страница </VisuallyHidden>
                  {item}
                </Cell>
              ) : (
                <Cell as={linkAs} href={hrefFor(item)}>
                  <VisuallyHidden>Страница </VisuallyHidden>
                  {item}
                </Cell>
              )}
            </li>
          ),
        )}
        <li>{step(page + 1, 'Следующая страница', 270)}</li>
      </List>
    </nav>
  );
}
