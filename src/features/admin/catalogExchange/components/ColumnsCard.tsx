import { useId } from 'react';
import type { ExchangeColumn } from '@features/api';
import { Muted } from '@features/staffTools';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Actions, CardSection, CardTitle, Code, Note, PlainList, Row } from './exchangeStyles';

export interface ColumnsCardProps {
  /** 'Параметры элемента' or 'Свойства элемента каталога'. */
  title: string;
  columns: readonly ExchangeColumn[];
  /** The chosen column codes. */
  chosen: ReadonlySet<string>;
  onChosenChange: (chosen: Set<string>) => void;
  /** Descriptions by column code (the CSV column descriptions, issue 13). */
  help: ReadonlyMap<string, string>;
}

/**
 * A card of fixed columns to take into the file (spec §2): the element's own parameters, or its
 * catalogue properties (prices, stock), each with its description as help.
 */
export function ColumnsCard({ title, columns, chosen, onChosenChange, help }: ColumnsCardProps) {
  const titleId = useId();
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChosenChange(next);
  };
  return (
    <CardSection aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      {columns.length === 0 ? (
        <Muted>Колонок нет.</Muted>
      ) : (
        <>
          <Actions>
            <Button
              variant="ghost"
              size="s"
              aria-label={`Выбрать все: ${title}`}
              onClick={() => onChosenChange(new Set(columns.map((column) => column.CODE)))}
            >
              Выбрать все
            </Button>
            <Button
              variant="ghost"
              size="s"
              aria-label={`Снять все: ${title}`}
              onClick={() => onChosenChange(new Set())}
            >
              Снять все
            </Button>
          </Actions>
          <PlainList aria-label={title}>
            {columns.map((column) => (
              <Row key={column.CODE}>
                <div>
                  <Checkbox
                    label={
                      <>
                        {column.NAME} <Code>{column.CODE}</Code>
                      </>
                    }
                    checked={chosen.has(column.CODE)}
                    onChange={(event) => toggle(column.CODE, event.target.checked)}
                  />
                  {help.has(column.CODE) && <Note>{help.get(column.CODE)}</Note>}
                </div>
              </Row>
            ))}
          </PlainList>
        </>
      )}
    </CardSection>
  );
}
