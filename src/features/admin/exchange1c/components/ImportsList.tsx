import styled from 'styled-components';
import type { Exchange1CImport } from '@features/api';
import { timeText } from '../../catalogExchange';
import { Block, BlockTitle, ErrorText, Muted } from '@features/staffTools';
import { EmptyState } from '@ui/EmptyState';
import { IMPORT_STATUS_TEXT, importCounts, problemsText, progressText } from '../importText';

export interface ImportsListProps {
  imports: readonly Exchange1CImport[];
}

/**
 * Issue 28 point 3: the last files 1C sent, newest first: when, how far, what was created,
 * changed, left alone and skipped, the error that stopped one, and what the shop could not map
 * with its reason.
 */
export function ImportsList({ imports }: ImportsListProps) {
  return (
    <Block aria-labelledby="exchange-1c-imports-title">
      <BlockTitle id="exchange-1c-imports-title">Обмены</BlockTitle>
      {imports.length === 0 ? (
        <EmptyState
          title="Обменов ещё не было"
          text="Они появятся здесь, когда 1С выгрузит каталог по адресу выше."
        />
      ) : (
        <List>
          {imports.map((item) => (
            <ImportItem key={item.id} item={item} />
          ))}
        </List>
      )}
    </Block>
  );
}

function ImportItem({ item }: { item: Exchange1CImport }) {
  const titleId = `exchange-1c-import-${item.id}`;
  return (
    <Item aria-labelledby={titleId}>
      <Head>
        <FileName id={titleId}>{item.fileName}</FileName>
        <Status $tone={item.status}>{IMPORT_STATUS_TEXT[item.status]}</Status>
      </Head>
      <Muted>
        Начат <time dateTime={item.createdAt}>{timeText(item.createdAt)}</time>
        {item.finishedAt && (
          <>
            {' · закончен '}
            <time dateTime={item.finishedAt}>{timeText(item.finishedAt)}</time>
          </>
        )}
        {item.partial && ' · только изменения'}
      </Muted>
      {item.status === 'writing' && <span>{progressText(item)}</span>}
      {/* A file that failed before its first batch wrote nothing: no counts of zeros. */}
      {(item.status === 'done' || item.written > 0) && (
        <Counts aria-label={`Итог ${item.fileName}`}>
          {importCounts(item).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Counts>
      )}
      {item.error && <ErrorText>{item.error}</ErrorText>}
      {item.problemCount > 0 && (
        <details>
          <Summary>Не сопоставлено: {problemsText(item.problemCount)}</Summary>
          <Problems>
            {item.problems.map((problem) => (
              <li key={`${problem.item} ${problem.reason}`}>
                {problem.item}: <Reason>{problem.reason}</Reason>
              </li>
            ))}
          </Problems>
          {item.problemCount > item.problems.length && (
            <Muted>И ещё {problemsText(item.problemCount - item.problems.length)}.</Muted>
          )}
        </details>
      )}
    </Item>
  );
}

const List = styled.div`
  display: grid;
  gap: 12px;
`;

const Item = styled.article`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  overflow-wrap: anywhere;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
`;

const FileName = styled.h3`
  margin: 0;
  font-size: var(--font-size-md);
`;

const TONES: Record<Exchange1CImport['status'], string> = {
  checking: 'var(--color-text-muted)',
  writing: 'var(--color-brand)',
  done: 'var(--color-success)',
  failed: 'var(--color-error)',
};

const Status = styled.span<{ $tone: Exchange1CImport['status'] }>`
  color: ${({ $tone }) => TONES[$tone]};
  font-weight: var(--font-weight-semibold);
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  > div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: var(--color-text-muted);
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`;

const Summary = styled.summary`
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Problems = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
`;

const Reason = styled.span`
  color: var(--color-text-muted);
`;
