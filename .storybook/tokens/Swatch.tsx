import styled from 'styled-components';

const Item = styled.li`
  display: grid;
  grid-template-columns: 48px 1fr;
  gap: 12px;
  align-items: center;
`;

const Chip = styled.span`
  width: 48px;
  height: 48px;
  border-radius: var(--radius-control);
  border: 1px solid var(--color-border);
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Value = styled.code`
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

interface SwatchProps {
  /** Token name as written in code, e.g. `brandHover`. */
  name: string;
  /** The CSS colour value of the token. */
  value: string;
}

/** One palette entry: a colour chip with the token's name and value (text never sits on the colour). */
export function Swatch({ name, value }: SwatchProps) {
  return (
    <Item>
      <Chip aria-hidden="true" style={{ background: value }} />
      <span>
        <Name>{name}</Name>
        <Value>{value}</Value>
      </span>
    </Item>
  );
}
