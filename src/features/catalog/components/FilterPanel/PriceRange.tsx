import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CatalogPriceRange } from '@features/api';
import { Button } from '@ui/Button';
import { Collapse } from '@ui/Collapse';
import { formatNumber } from '@ui/format';
import { Input } from '@ui/Input';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Bounds = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

/**
 * Whole roubles from what was typed ('1 500' too); empty or unreadable means "no bound".
 * @internal exported for a test only
 */
export function parseBound(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '');
  // Roubles as a person types them, in the prices' own range: the server ignores anything else.
  if (!/^\d{1,10}(?:[.,]\d*)?$/.test(digits)) return null;
  return Math.round(Number(digits.replace(',', '.')));
}

// Whole roubles in the placeholders: the lowest price rounded down, the highest rounded up.
const wholeRoubles = (value: number) => formatNumber(value).replace(/\.00$/, '');

export interface PriceRangeProps {
  price: CatalogPriceRange;
  /** The shopper applied a range; null leaves that bound open. */
  onApply: (from: number | null, to: number | null) => void;
}

/** The price filter: two inputs ('от', 'до') with the selection's lowest and highest price. */
const boundText = (bound: number | null) => (bound === null ? '' : String(bound));

export function PriceRange({ price, onApply }: PriceRangeProps) {
  const [from, setFrom] = useState(boundText(price.from));
  const [to, setTo] = useState(boundText(price.to));
  // After a navigation the inputs show the server's bounds. Set while rendering rather than by
  // remounting the form, which took the focus off 'Применить' and left the keyboard on the body.
  const [shown, setShown] = useState(price);
  if (shown.from !== price.from || shown.to !== price.to) {
    setShown(price);
    setFrom(boundText(price.from));
    setTo(boundText(price.to));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = parseBound(from);
    const high = parseBound(to);
    // Bounds typed the wrong way round are swapped rather than giving an empty page.
    if (low !== null && high !== null && low > high) onApply(high, low);
    else onApply(low, high);
  };
  return (
    <Collapse title="Цена, ₽" defaultOpen>
      <Form onSubmit={submit} aria-label="Цена">
        <Bounds>
          <Input
            label="от"
            inputMode="numeric"
            placeholder={wholeRoubles(Math.floor(price.min))}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <Input
            label="до"
            inputMode="numeric"
            placeholder={wholeRoubles(Math.ceil(price.max))}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </Bounds>
        <Button type="submit" variant="secondary" size="s">
          Применить
        </Button>
      </Form>
    </Collapse>
  );
}
