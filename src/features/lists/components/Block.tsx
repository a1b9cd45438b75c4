import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';

const Root = styled.section`
  display: grid;
  gap: 16px;
  margin-bottom: 40px;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  & > h2 {
    margin: 0;
    font-size: var(--font-size-xl);
  }
`;

const More = styled.a`
  color: var(--color-brand);
  font-weight: 600;
`;

export interface BlockProps {
  title: string;
  /** 'Все новинки' and where it leads. */
  more?: { label: string; href: string };
  children: ReactNode;
  linkAs?: LinkComponent;
}

/** A titled block of a list page (home: new products, discounts, reviews). */
export function Block({ title, more, children, linkAs }: BlockProps) {
  return (
    <Root aria-label={title}>
      <Header>
        <h2>{title}</h2>
        {more && (
          <More as={linkAs} href={more.href}>
            {more.label}
          </More>
        )}
      </Header>
      {children}
    </Root>
  );
}
