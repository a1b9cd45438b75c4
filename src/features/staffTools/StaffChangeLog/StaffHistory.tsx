import { useState } from 'react';
import styled from 'styled-components';
import { errorMessageOf, type StaffTool } from '@features/api';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { Block, BlockTitle, ErrorText } from '../staffStyles';
import { useGetAdminHistoryQuery } from './historyApi';
import { useRevert } from './useRevert';
import { StaffChangeLog, type StaffChangeLogProps } from './StaffChangeLog';

export interface StaffHistoryProps extends Pick<StaffChangeLogProps, 'describe' | 'emptyText'> {
  tool: StaffTool;
  /** Only this subject's changes (a section, a url, an order); every subject of the tool without. */
  subject?: string;
  /** The block's heading id, unique on the screen. */
  id: string;
  /** Open from the start (stories; a screen where the history is the point). */
  defaultOpen?: boolean;
  /** Called after a revert, so the screen reloads what it shows. */
  onReverted?: () => void;
}

const Summary = styled.summary`
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
  & > h2 {
    display: inline;
  }
`;

const Content = styled.div`
  margin-top: 12px;
`;

/**
 * Issue 25 point 6: a tool's history as its screen shows it, folded until staff open it (then
 * fetched): who, when and what changed in words, while loading, failed or empty too; a tool that
 * allows it offers «Вернуть» on each change.
 */
export function StaffHistory(props: StaffHistoryProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <Block aria-labelledby={props.id}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <Summary>
          <BlockTitle id={props.id}>История изменений</BlockTitle>
        </Summary>
        <Content>{open && <HistoryList {...props} />}</Content>
      </details>
    </Block>
  );
}

function HistoryList({ tool, subject, describe, emptyText, onReverted }: StaffHistoryProps) {
  const history = useGetAdminHistoryQuery({ tool, subject }, { refetchOnMountOrArgChange: true });
  const [revert, reverting] = useRevert(onReverted);
  const data = history.data?.result;
  if (data)
    return (
      <StaffChangeLog
        changes={data.changes}
        describe={describe}
        emptyText={emptyText}
        onRevert={data.revertable ? revert : undefined}
        reverting={reverting}
      />
    );
  if (history.isError)
    return (
      <Failed>
        <ErrorText role="alert">
          Не удалось загрузить историю изменений.{' '}
          {errorMessageOf(history.error, 'Проверьте связь и попробуйте ещё раз.')}
        </ErrorText>
        <Button variant="secondary" size="s" onClick={() => void history.refetch()}>
          Повторить
        </Button>
      </Failed>
    );
  return <Spinner label="Загружаем историю изменений" />;
}

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
`;
