import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductCard, SearchSuggestions } from '@features/api';
import { Button, type LinkComponent } from '@ui/Button';
import { LazyImage } from '@ui/LazyImage';
import { Price } from '@ui/Price';
import { Spinner } from '@ui/Spinner';
import { searchPageUrl } from '../../searchUrls';

// The same box as the overlay's own 'start typing' area, so the overlay keeps its size.
const Root = styled.section`
  min-height: 160px;
`;

const Found = styled.div`
  display: grid;
  gap: 16px;
  padding-top: 16px;
`;

const Hint = styled.p`
  margin: 0;
  padding: 24px 0 8px;
  color: var(--color-text-muted);
  text-align: center;
`;

const Notice = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  & > b {
    color: var(--color-text);
  }
`;

const Group = styled.section`
  display: grid;
  gap: 8px;
  & > h3 {
    margin: 0;
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.a`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  padding: 6px 8px;
  border-radius: var(--radius-control);
  color: var(--color-text);
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: var(--color-brand-blank);
  }
  &[data-kind='section'] {
    grid-template-columns: minmax(0, 1fr);
    color: var(--color-brand);
    font-weight: 600;
  }
`;

const Thumb = styled.span`
  width: 48px;
  border-radius: 6px;
  overflow: hidden;
  background: var(--color-brand-blank);
  aspect-ratio: 1 / 1;
`;

// Up to three lines: one line cut most names on phones (issue 9 point 15).
const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;

// Under the product's link, lined up with its name (the thumbnail's 48 px, the gap and padding).
// An available product's action is empty here (suggestions offer no basket button): no gap then.
const RowAction = styled.div`
  padding: 0 8px 6px 76px;
  &:empty {
    display: none;
  }
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  padding: 24px 0;
`;

export type SuggestionsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; suggestions: SearchSuggestions }
  /** The query has a direct transition (spec §3): one link to its page, which Enter opens too. */
  | { kind: 'redirect'; query: string; url: string };

export interface SearchSuggestionsViewProps {
  state: SuggestionsState;
  linkAs?: LinkComponent;
  /** What a product offers under its link: «Нет в наличии» and «Сообщить о поступлении» when out of stock. */
  renderAction?: (product: ProductCard) => ReactNode;
}

/** What the search overlay shows as the shopper types: sections, then products, then 'all'. */
export function SearchSuggestionsView({ state, linkAs, renderAction }: SearchSuggestionsViewProps) {
  return (
    <Root aria-label="Результаты поиска">
      <SuggestionsBody state={state} linkAs={linkAs} renderAction={renderAction} />
    </Root>
  );
}

function SuggestionsBody({ state, linkAs, renderAction }: SearchSuggestionsViewProps) {
  if (state.kind === 'idle') {
    return <Hint>Начните вводить запрос</Hint>;
  }
  if (state.kind === 'loading') {
    return (
      <Center>
        <Spinner label="Ищем…" />
      </Center>
    );
  }
  if (state.kind === 'error') {
    return <Hint role="alert">Не удалось загрузить подсказки. Нажмите Enter, чтобы искать.</Hint>;
  }
  if (state.kind === 'redirect') {
    return (
      <Found>
        <Row as={linkAs} href={state.url} data-kind="section">
          Перейти к странице по запросу «{state.query}»
        </Row>
        <Notice>Нажмите Enter, чтобы перейти.</Notice>
      </Found>
    );
  }
  const { query, correctedQuery, sections, products } = state.suggestions;
  if (sections.length === 0 && products.length === 0) {
    return <Hint>Ничего не найдено</Hint>;
  }
  return (
    <Found>
      {correctedQuery && (
        <Notice>
          Показаны результаты по запросу <b>«{correctedQuery}»</b>
        </Notice>
      )}
      {sections.length > 0 && (
        <Group aria-label="Разделы">
          <h3>Разделы</h3>
          <List>
            {sections.map((section) => (
              <li key={section.id}>
                <Row as={linkAs} href={section.url} data-kind="section">
                  {section.name}
                </Row>
              </li>
            ))}
          </List>
        </Group>
      )}
      {products.length > 0 && (
        <Group aria-label="Товары">
          <h3>Товары</h3>
          <List>
            {products.map((product) => (
              <li key={product.id}>
                <Row as={linkAs} href={product.url}>
                  <Thumb>{product.image && <LazyImage src={product.image} alt="" />}</Thumb>
                  <Name title={product.name}>{product.name}</Name>
                  <Price price={product.price} oldPrice={product.old_price ?? undefined} size="s" />
                </Row>
                {renderAction && <RowAction>{renderAction(product)}</RowAction>}
              </li>
            ))}
          </List>
        </Group>
      )}
      <Button href={searchPageUrl(query)} linkAs={linkAs} variant="secondary">
        Все результаты
      </Button>
    </Found>
  );
}
