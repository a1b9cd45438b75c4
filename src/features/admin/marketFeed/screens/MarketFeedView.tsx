import styled from 'styled-components';
import {
  Block,
  BlockTitle,
  ErrorText,
  Heading,
  Muted,
  NarrowPage,
  TextLink,
} from '@features/staffTools';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { Toggle } from '@ui/Toggle';
import { VisuallyHidden } from '@ui/VisuallyHidden';
import type { FeedRow } from '../feedSections';

const FEED_URL = '/feeds/yandex-market.xml';
const SWITCH_LABEL = 'В фиде Яндекс Маркета';

export interface MarketFeedViewProps {
  /** Every section in tree order with its switch as edited here; null while loading. */
  rows: readonly FeedRow[] | null;
  onSwitch: (sectionId: number, inFeed: boolean) => void;
  onSave: () => void;
  dirty?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  refreshing?: boolean;
  saving?: boolean;
  saveError?: string | null;
  /** The last save went through and nothing changed since. */
  saved?: boolean;
}

/**
 * `/admin/market-feed/` (issue 27 point 3): the section tree with a switch «В фиде Яндекс Маркета»
 * on each. Every section is in the feed by default; one switched off leaves its subsections and
 * their offers out with it, which the tree shows on each of them. The list is saved whole.
 */
export function MarketFeedView({
  rows,
  onSwitch,
  onSave,
  dirty = false,
  loadError = null,
  onRetry,
  refreshing = false,
  saving = false,
  saveError = null,
  saved = false,
}: MarketFeedViewProps) {
  const intro = (
    <>
      <Heading>Фид Яндекс Маркета</Heading>
      <Muted>
        Все разделы с их товарами попадают в фид <TextLink href={FEED_URL}>{FEED_URL}</TextLink>.
        Выключенный раздел уходит из фида вместе с подразделами и их товарами; фид обновится при
        следующем запросе после сохранения.
      </Muted>
    </>
  );
  if (rows === null)
    return (
      <NarrowPage>
        {intro}
        {loadError ? (
          <ErrorState
            title="Не удалось загрузить разделы"
            text={loadError}
            onRetry={onRetry}
            retrying={refreshing}
          />
        ) : (
          <Spinner size="l" label="Загружаем разделы" />
        )}
      </NarrowPage>
    );

  const leftOut = rows.filter((row) => !row.own || row.leftOutWith !== null).length;
  return (
    <NarrowPage>
      {intro}
      <Block aria-labelledby="feed-sections-title">
        <BlockTitle id="feed-sections-title">Разделы</BlockTitle>
        {rows.length === 0 ? (
          <EmptyState
            title="Разделов пока нет"
            text="Они появятся здесь после загрузки каталога."
          />
        ) : (
          <>
            <Muted>
              {leftOut === 0
                ? 'В фиде все разделы.'
                : `Не в фиде разделов: ${leftOut} из ${rows.length}.`}
            </Muted>
            <Tree>
              {rows.map((row) => (
                <Row key={row.id} $depth={row.depth}>
                  <Name $off={!row.own || row.leftOutWith !== null}>{row.name}</Name>
                  <Toggle
                    checked={row.own && row.leftOutWith === null}
                    disabled={saving || row.leftOutWith !== null}
                    onChange={(inFeed) => onSwitch(row.id, inFeed)}
                    label={
                      // One accessible name with the section's path: a hidden part of it would
                      // be a block (absolutely placed), named with a space before the colon.
                      <>
                        <span aria-hidden="true">{SWITCH_LABEL}</span>
                        <VisuallyHidden>{`${SWITCH_LABEL}: ${row.path}`}</VisuallyHidden>
                      </>
                    }
                  />
                  {row.leftOutWith !== null && (
                    <Note>Не в фиде вместе с разделом «{row.leftOutWith}»</Note>
                  )}
                </Row>
              ))}
            </Tree>
          </>
        )}
      </Block>

      <Actions>
        <Button onClick={onSave} disabled={saving || rows.length === 0} loading={saving}>
          Сохранить
        </Button>
        <span role="status">
          {dirty ? 'Есть несохранённые изменения' : saved ? 'Сохранено' : ''}
        </span>
      </Actions>
      {saveError && <ErrorText role="alert">{saveError}</ErrorText>}
    </NarrowPage>
  );
}

const Tree = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Indented by depth, less on a phone, where the switch wraps under the name. */
const Row = styled.li<{ $depth: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  padding: 8px 0 8px ${({ $depth }) => ($depth - 1) * 24}px;
  border-bottom: 1px solid var(--color-border);
  overflow-wrap: anywhere;
  @media (max-width: 599px) {
    padding-left: ${({ $depth }) => ($depth - 1) * 12}px;
  }
`;

const Name = styled.span<{ $off: boolean }>`
  flex: 1 1 200px;
  color: ${({ $off }) => ($off ? 'var(--color-text-muted)' : 'inherit')};
`;

const Note = styled.span`
  flex-basis: 100%;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;
