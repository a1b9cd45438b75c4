import { useState } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { Input } from '@ui/Input';
import { Block, BlockTitle, Heading, Muted, TextLink } from '@features/staffTools';
import { DEFAULT_SEO_URL, filterSeoHref } from '../../seoItems';
import { typedUrl } from '../../typedUrl';
import { deleteQuestion } from '../../seoMessages';

const GoForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 8px 12px;
  > :first-child {
    flex: 1 1 280px;
  }
  > button {
    margin-top: 28px;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  min-height: 48px;
  padding: 4px 4px 4px 12px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
  background: var(--color-surface);
`;

export interface FilterSeoIndexViewProps {
  /** The urls that have SEO items ('/' first when it exists). */
  urls: readonly string[];
  /** The Go button: open the url's settings; `note` says what was changed in the typed text. */
  onGo: (url: string, note?: string) => void;
  /** This shop's host: a pasted address of it opens its path, another site's is refused. */
  shopHost: string;
  /** Called once the staff member confirmed the delete. */
  onDelete: (url: string) => void;
  /** The url whose delete is under way. */
  deleting?: string | null;
  linkAs?: LinkComponent;
}

/**
 * `/admin/filter-seo/` (R-SEO-1, R-SEO-3): a url without domain (default '/') and a Go button,
 * and the created urls, each with delete after a confirmation, except '/'.
 */
export function FilterSeoIndexView({
  urls,
  onGo,
  shopHost,
  onDelete,
  deleting = null,
  linkAs,
}: FilterSeoIndexViewProps) {
  const [typed, setTyped] = useState(DEFAULT_SEO_URL);
  const [error, setError] = useState<string | undefined>();
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <section aria-labelledby="filter-seo-title">
      <Heading id="filter-seo-title">SEO фильтра</Heading>
      <GoForm
        onSubmit={(event) => {
          event.preventDefault();
          const result = typedUrl(typed, shopHost);
          if ('error' in result) return setError(result.error);
          // The field shows what is opened: the path with its slashes, without the domain.
          setTyped(result.path);
          onGo(result.path, result.note);
        }}
      >
        <Input
          label="Адрес страницы без домена"
          hint="Путь страницы, например /shop/pazly/; «/» — настройки по умолчанию"
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit">Перейти</Button>
      </GoForm>
      <Block aria-labelledby="filter-seo-urls">
        <BlockTitle id="filter-seo-urls">Созданные адреса</BlockTitle>
        {urls.length === 0 ? (
          <Muted>Настроек SEO пока нет ни для одного адреса.</Muted>
        ) : (
          <List>
            {urls.map((url) => (
              <Row key={url}>
                <TextLink as={linkAs} href={filterSeoHref(url)}>
                  {url === DEFAULT_SEO_URL ? '/ (по умолчанию)' : url}
                </TextLink>
                {url !== DEFAULT_SEO_URL && (
                  <Button
                    variant="ghost"
                    size="s"
                    iconStart="trash"
                    loading={deleting === url}
                    aria-label={`Удалить конфигурацию ${url}`}
                    onClick={() => setAsked(url)}
                  />
                )}
              </Row>
            ))}
          </List>
        )}
      </Block>
      <ConfirmDialog
        open={asked !== null}
        title={asked === null ? '' : deleteQuestion(asked)}
        confirmLabel="Удалить"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked !== null) onDelete(asked);
          setAsked(null);
        }}
      />
    </section>
  );
}
