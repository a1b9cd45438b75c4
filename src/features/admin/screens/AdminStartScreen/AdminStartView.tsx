import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { ADMIN_HOME, ADMIN_TOOLS } from '../../adminTools';

const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: var(--font-size-xl);
`;

const Tools = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tool = styled.li`
  display: grid;
  align-content: start;
  gap: 4px;
  padding: 12px 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const ToolLink = styled.a`
  color: var(--color-brand);
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Purpose = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export interface AdminStartViewProps {
  linkAs?: LinkComponent;
}

/** `/admin/`: the staff tools, each with what it is for. */
export function AdminStartView({ linkAs }: AdminStartViewProps) {
  return (
    <section aria-labelledby="admin-start-title">
      <Heading id="admin-start-title">{ADMIN_HOME.title}</Heading>
      <Tools>
        {ADMIN_TOOLS.map(({ href, title, purpose }) => (
          <Tool key={href}>
            <ToolLink as={linkAs} href={href}>
              {title}
            </ToolLink>
            <Purpose>{purpose}</Purpose>
          </Tool>
        ))}
      </Tools>
    </section>
  );
}
