import styled from 'styled-components';
import { Icon } from '@ui/Icon';
import { Tooltip } from '@ui/Tooltip';

const Trigger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-brand);
  cursor: help;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Tokens = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 4px;
  }
`;

/** The template variables and who fills them (server/modules/catalog/seo.ts, the page protocol). */
const TOKENS = [
  ['#SECTION_NAME#', 'название раздела'],
  ['#PROPERTY_NAME#', 'название свойства'],
  ['#VALUE#', 'значение (с заменами и строчными, если включено)'],
  ['#GOODS_COUNT#', 'число товаров на посадочной'],
  ['#GOODS_MIN_PRICE#, #GOODS_MAX_PRICE#', 'цены товаров на посадочной, от и до'],
] as const;

/**
 * R-SEO-2: the info tooltip of the filter columns: the #TOKENS# a template may hold. A button, so
 * Tab reaches it and the hint shows on focus as on hover.
 */
export function TokensHelp() {
  return (
    <Tooltip
      placement="bottom"
      content={
        <Tokens>
          {TOKENS.map(([token, meaning]) => (
            <div key={token}>
              <dt>{token}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </Tokens>
      }
    >
      {(props) => (
        <Trigger type="button" aria-label="Переменные шаблонов" {...props}>
          <Icon name="info" size={20} />
        </Trigger>
      )}
    </Tooltip>
  );
}
