import styled from 'styled-components';
import { EmptyState } from '@ui/EmptyState';
import type { AdminTool } from '../../adminTools';

const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: var(--font-size-xl);
`;

const Purpose = styled.p`
  margin: 0 0 16px;
  color: var(--color-text-muted);
`;

export interface AdminToolViewProps {
  tool: AdminTool;
}

/** A tool's place until the tool itself is built: its title and an honest "not yet". */
export function AdminToolView({ tool }: AdminToolViewProps) {
  return (
    <section aria-labelledby="admin-tool-title">
      <Heading id="admin-tool-title">{tool.title}</Heading>
      <Purpose>{tool.purpose}</Purpose>
      <EmptyState
        icon="info"
        title="Раздел ещё не готов"
        text="Этот инструмент появится в следующих версиях. Пока настройки здесь не меняются."
      />
    </section>
  );
}
