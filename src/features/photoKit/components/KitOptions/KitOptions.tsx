import { useId } from 'react';
import styled from 'styled-components';
import { photoKitSizeLabel } from '@shared';
import type { PhotoKitSize } from '@features/api';
import { Checkbox } from '@ui/Checkbox';
import { formatPrice } from '@ui/format';
import { RadioCards, type RadioCardOption } from '@ui/RadioCards';
import { kitGrid, kitPrice, MAX_COLOURS, MIN_COLOURS, type KitChoice } from '../../kitChoice';
import { RangeField } from '../RangeField';

const Root = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
`;

/** Choices sit two by two where whole words and prices fit, one under another on a phone. */
const Cards = styled.div`
  min-width: 0;
  & > fieldset {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 190px), 1fr));
  }
`;

const ORIENTATIONS: RadioCardOption<KitChoice['orientation']>[] = [
  { value: 'portrait', title: 'Вертикальная' },
  { value: 'landscape', title: 'Горизонтальная' },
];

const DRILL_SHAPES: RadioCardOption<KitChoice['drillShape']>[] = [
  { value: 'square', title: 'Квадратные' },
  { value: 'round', title: 'Круглые' },
];

const COLOUR_MODES: RadioCardOption<KitChoice['colourMode']>[] = [
  { value: 'colour', title: 'Цветная' },
  { value: 'sepia', title: 'Сепия' },
  { value: 'bw', title: 'Чёрно-белая' },
];

/** The options chosen among cards; each keeps its choice under its own key. */
type CardOption = 'orientation' | 'drillShape' | 'colourMode' | 'canvas';

export interface KitOptionsProps {
  /** The sizes on offer with their prices for the visitor's city. */
  sizes: PhotoKitSize[];
  choice: KitChoice;
  onChange: (choice: KitChoice) => void;
}

/**
 * The kit's options (issue 16): the size with its price for the chosen canvas, orientation, drill
 * shape, colour mode, canvas with the stretcher's surcharge, the colour cap and dithering.
 */
export function KitOptions({ sizes, choice, onChange }: KitOptionsProps) {
  // Radio names unique on the page, should it ever show two constructors.
  const name = useId();
  const set =
    <K extends keyof KitChoice>(key: K) =>
    (value: KitChoice[K]) =>
      onChange({ ...choice, [key]: value });
  const chosenSize = sizes.find((size) => size.productId === choice.productId);
  const sizeOptions = sizes.map((size): RadioCardOption<string> => {
    const grid = kitGrid(size, choice.orientation);
    return {
      value: String(size.productId),
      title: photoKitSizeLabel(size.size),
      aside: formatPrice(kitPrice(size, choice.canvas).price),
      details: `${grid.cols} × ${grid.rows} страз`,
    };
  });
  const canvases: RadioCardOption<KitChoice['canvas']>[] = [
    { value: 'rolled', title: 'Свёрнутый' },
    {
      value: 'stretcher',
      title: 'На подрамнике',
      details: chosenSize && `+${formatPrice(chosenSize.stretcherSurcharge)}`,
    },
  ];

  // Every option but the size reads and writes its own key of the choice.
  const optionCards = <K extends CardOption>(
    key: K,
    legend: string,
    options: RadioCardOption<KitChoice[K]>[],
  ) => (
    <Cards>
      <RadioCards
        legend={legend}
        name={`${name}-${key}`}
        options={options}
        value={choice[key]}
        onChange={set(key)}
      />
    </Cards>
  );

  return (
    <Root>
      <Cards>
        <RadioCards
          legend="Размер"
          name={`${name}-size`}
          options={sizeOptions}
          value={String(choice.productId)}
          onChange={(value) => onChange({ ...choice, productId: Number(value) })}
        />
      </Cards>
      {optionCards('orientation', 'Ориентация', ORIENTATIONS)}
      {optionCards('drillShape', 'Форма страз', DRILL_SHAPES)}
      {optionCards('colourMode', 'Цвет', COLOUR_MODES)}
      {optionCards('canvas', 'Холст', canvases)}
      <RangeField
        label="Цветов не больше"
        min={MIN_COLOURS}
        max={MAX_COLOURS}
        value={choice.maxColours}
        onChange={set('maxColours')}
      />
      <Checkbox
        label="Смешивать цвета (дизеринг)"
        checked={choice.dithering}
        onChange={(event) => set('dithering')(event.currentTarget.checked)}
      />
    </Root>
  );
}
