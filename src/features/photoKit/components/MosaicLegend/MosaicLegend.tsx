import { useId } from 'react';
import styled from 'styled-components';
import type { ChartColour } from '@mosaic';
import { formatWholeNumber } from '@ui/format';
import { down } from '@ui/tokens';
import { Panel, PanelTitle } from '../constructorStyles';

/** A long legend scrolls inside its panel, its header and total kept in view. */
const Scroller = styled.div`
  max-height: 560px;
  overflow: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--font-size-sm);
  font-variant-numeric: tabular-nums;
  & th,
  & td {
    padding: 6px 10px;
    border-bottom: 1px solid var(--color-border);
    text-align: start;
    vertical-align: middle;
    ${down('sm')} {
      padding-inline: 4px;
    }
  }
  /* The Russian names hold long words ('Папоротниковый'): on a phone a name breaks rather than
     pushing the drill count out of the panel. */
  & [data-name] {
    overflow-wrap: anywhere;
  }
  & thead th {
    position: sticky;
    top: 0;
    background: var(--color-surface-muted);
    color: var(--color-text-muted);
    font-weight: 600;
  }
  & tfoot th,
  & tfoot td {
    position: sticky;
    bottom: 0;
    border-top: 1px solid var(--color-border-strong);
    border-bottom: 0;
    background: var(--color-surface);
    font-weight: 700;
  }
  & [data-align='end'] {
    text-align: end;
  }
`;

/** The pattern's symbol, as printed on the canvas. */
const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 1px solid var(--color-border-strong);
  border-radius: 4px;
  font-family: monospace;
  font-weight: 700;
`;

const Chip = styled.span`
  display: inline-block;
  width: 32px;
  height: 20px;
  border: 1px solid var(--color-border-strong);
  border-radius: 4px;
  vertical-align: middle;
  ${down('sm')} {
    width: 24px;
  }
`;

export interface MosaicLegendProps {
  /** The chart's colours, most used first, each with its symbol and drill count. */
  colours: readonly ChartColour[];
}

/** The legend (issue 16): symbol, DMC code, name, swatch and drills of each colour, then the total. */
export function MosaicLegend({ colours }: MosaicLegendProps) {
  const titleId = useId();
  const total = colours.reduce((sum, colour) => sum + colour.count, 0);
  return (
    <Panel>
      <PanelTitle id={titleId}>Легенда</PanelTitle>
      {/* A box that scrolls must take the keyboard's focus to be scrolled (axe). */}
      <Scroller role="region" aria-labelledby={titleId} tabIndex={0}>
        <Grid aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Символ</th>
              <th scope="col">DMC</th>
              <th scope="col">Название</th>
              <th scope="col">Цвет</th>
              <th scope="col" data-align="end">
                Страз
              </th>
            </tr>
          </thead>
          <tbody>
            {colours.map((colour) => (
              <tr key={colour.code}>
                <td>
                  <Mark>{colour.symbol}</Mark>
                </td>
                <td>{colour.code}</td>
                <td data-name>{colour.name}</td>
                <td>
                  <Chip title={colour.hex} style={{ background: colour.hex }} />
                </td>
                <td data-align="end">{formatWholeNumber(colour.count)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Всего
              </th>
              <td data-align="end">{formatWholeNumber(total)}</td>
            </tr>
          </tfoot>
        </Grid>
      </Scroller>
    </Panel>
  );
}
