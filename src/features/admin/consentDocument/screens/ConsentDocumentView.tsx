import styled from 'styled-components';
import type { ConsentDocument } from '@features/api';
import { CmsPageView } from '@features/page';
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
import { ErrorState } from '@ui/ErrorState';
import { plural } from '@ui/format';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { Textarea } from '@ui/Textarea';

const DOCUMENT_URL = '/soglasie-na-obrabotku-personalnyh-dannyh/';
const CONSENTS = ['согласие', 'согласия', 'согласий'] as const;

// Staff read times in the shop's own zone, whatever the browser's (and stories look the same on
// every machine), as the change history does.
const timeFormat = new Intl.DateTimeFormat('ru', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

/** The fields as edited here. */
export interface ConsentDraft {
  title: string;
  content: string;
}

export interface ConsentDocumentViewProps {
  /** The stored document; null while loading. */
  document: ConsentDocument | null;
  draft: ConsentDraft;
  /** A field left empty, shown once a save was tried. */
  errors: Partial<ConsentDraft>;
  onChange: (change: Partial<ConsentDraft>) => void;
  onSave: () => void;
  dirty?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  refreshing?: boolean;
  saving?: boolean;
  saveError?: string | null;
  /** Set when the save was refused because another save came first: loads that version. */
  onReload?: () => void;
  /** The last save went through and nothing changed since. */
  saved?: boolean;
}

/**
 * `/admin/consent-document/` (issue 27 point 5): the title and HTML text of the consent to
 * personal data processing with a preview as the page will show it, the version being edited and
 * every version with the number of consents that name it.
 */
export function ConsentDocumentView({
  document,
  draft,
  errors,
  onChange,
  onSave,
  dirty = false,
  loadError = null,
  onRetry,
  refreshing = false,
  saving = false,
  saveError = null,
  onReload,
  saved = false,
}: ConsentDocumentViewProps) {
  const intro = (
    <>
      <Heading>Согласие на обработку персональных данных</Heading>
      <Muted>
        Текст страницы <TextLink href={DOCUMENT_URL}>{DOCUMENT_URL}</TextLink>, на которую ведут
        галочки согласия во всех формах. Каждое сохранение — новая версия: согласия, данные раньше,
        остаются привязаны к той версии, которую покупатель видел.
      </Muted>
    </>
  );
  if (document === null)
    return (
      <NarrowPage>
        {intro}
        {loadError ? (
          <ErrorState
            title="Не удалось загрузить документ"
            text={loadError}
            onRetry={onRetry}
            retrying={refreshing}
          />
        ) : (
          <Spinner size="l" label="Загружаем документ" />
        )}
      </NarrowPage>
    );

  return (
    <NarrowPage>
      {intro}
      <Block aria-labelledby="consent-text-title">
        <BlockTitle id="consent-text-title">Версия {document.version}</BlockTitle>
        <Muted>
          Сохранена {timeFormat.format(new Date(document.savedAt))}
          {document.savedBy ? `, ${document.savedBy}` : ''}.
        </Muted>
        <Input
          label="Заголовок"
          value={draft.title}
          maxLength={200}
          error={errors.title}
          disabled={saving}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <Textarea
          label="Текст документа (HTML)"
          hint="Абзацы — <p>, выделение — <b>, ссылки — <a href>."
          value={draft.content}
          rows={12}
          maxLength={100_000}
          error={errors.content}
          disabled={saving}
          onChange={(event) => onChange({ content: event.target.value })}
        />
      </Block>

      <Actions>
        <Button onClick={onSave} loading={saving}>
          Сохранить
        </Button>
        <span role="status">
          {dirty ? 'Есть несохранённые изменения' : saved ? 'Сохранено' : ''}
        </span>
      </Actions>
      {saveError && (
        <Refusal>
          <ErrorText role="alert">{saveError}</ErrorText>
          {onReload && (
            <Button variant="secondary" size="s" onClick={onReload} loading={refreshing}>
              Открыть сохранённую версию
            </Button>
          )}
        </Refusal>
      )}

      <Block aria-labelledby="consent-preview-title">
        <BlockTitle id="consent-preview-title">Предпросмотр</BlockTitle>
        <Preview>
          {draft.title.trim() === '' && draft.content.trim() === '' ? (
            <Muted>Здесь появится документ, как его увидят покупатели.</Muted>
          ) : (
            <CmsPageView
              title={<PreviewTitle>{draft.title}</PreviewTitle>}
              content={draft.content}
            />
          )}
        </Preview>
      </Block>

      <Block aria-labelledby="consent-versions-title">
        <BlockTitle id="consent-versions-title">Версии</BlockTitle>
        <Versions>
          {document.versions.map((version) => (
            <li key={version.version}>
              <b>Версия {version.version}</b>
              {version.version === document.version ? ' (действующая)' : ''} ·{' '}
              <time dateTime={version.savedAt}>{timeFormat.format(new Date(version.savedAt))}</time>
              {version.savedBy ? ` · ${version.savedBy}` : ''} · {version.consents}{' '}
              {plural(version.consents, CONSENTS)}
            </li>
          ))}
        </Versions>
      </Block>
    </NarrowPage>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Refusal = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
`;

/** The page's look, framed so it reads as a sample rather than as part of the screen. */
const Preview = styled.div`
  max-height: 480px;
  overflow: auto;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const PreviewTitle = styled.p`
  margin: 0 0 12px;
  font-size: var(--font-size-xl);
  font-weight: var(--font-weight-bold);
  overflow-wrap: anywhere;
`;

const Versions = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;
