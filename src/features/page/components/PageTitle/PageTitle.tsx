import styled from 'styled-components';
import { Breadcrumbs, type Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';

const Header = styled.header`
  display: grid;
  gap: 12px;
  margin-bottom: 24px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: var(--font-size-xxl);
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export interface PageTitleProps {
  /** The page's H1. */
  title: string;
  /** The path to the page; the last crumb is the page itself. Nothing is shown when empty. */
  breadcrumbs?: readonly Crumb[];
  /** Router adapter for client-side navigation. */
  linkAs?: LinkComponent;
}

/** Breadcrumbs and the H1 that open every shop page. */
export function PageTitle({ title, breadcrumbs = [], linkAs }: PageTitleProps) {
  return (
    <Header>
      {breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} linkAs={linkAs} />}
      <Heading>{title}</Heading>
    </Header>
  );
}
