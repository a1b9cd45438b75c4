import type { ExchangeProperty } from '@features/api';
import { Checkbox } from '@ui/Checkbox';
import { Code, Note } from './exchangeStyles';

export interface PropertyChoiceProps {
  property: ExchangeProperty;
  /** Taken into the export. */
  chosen: boolean;
  onChosenChange: (chosen: boolean) => void;
  /** The column's description from the CSV column descriptions, if it has one. */
  help?: string;
}

/** A property's export checkbox: its name, its code, and what its column holds. */
export function PropertyChoice({ property, chosen, onChosenChange, help }: PropertyChoiceProps) {
  return (
    <div>
      <Checkbox
        label={
          <>
            {property.NAME} <Code>{property.CODE}</Code>
          </>
        }
        checked={chosen}
        onChange={(event) => onChosenChange(event.target.checked)}
      />
      {help && <Note>{help}</Note>}
    </div>
  );
}
