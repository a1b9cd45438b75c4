import { plural } from './plural';

/** What a photo kit was made with (openapi.yaml `PhotoKitOptions`; maxColours is not said). */
export interface PhotoKitChoice {
  size: string;
  colourCount: number;
  options: {
    orientation: 'portrait' | 'landscape';
    drillShape: 'square' | 'round';
    colourMode: 'colour' | 'sepia' | 'bw';
    canvas: 'rolled' | 'stretcher';
    dithering: boolean;
  };
}

type Options = PhotoKitChoice['options'];

const ORIENTATIONS: Record<Options['orientation'], string> = {
  portrait: 'вертикальная',
  landscape: 'горизонтальная',
};

const DRILL_SHAPES: Record<Options['drillShape'], string> = {
  square: 'квадратные стразы',
  round: 'круглые стразы',
};

const COLOUR_MODES: Record<Options['colourMode'], string> = {
  colour: 'цветная',
  sepia: 'сепия',
  bw: 'чёрно-белая',
};

const CANVASES: Record<Options['canvas'], string> = {
  rolled: 'свёрнутый холст',
  stretcher: 'на подрамнике',
};

/**
 * A kit size as the shop names it: '40x50' → '40×50 см'. The size stays the product's (width of
 * the portrait first) whatever the orientation, as the size cards name it.
 */
export function photoKitSizeLabel(size: string): string {
  return `${size.replace(/x/gi, '×')} см`;
}

/**
 * What a kit line was made with, in one line under its name (basket, checkout, cabinet, staff and
 * the order's mail, issue 26 point 8):
 * '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов'.
 */
export function photoKitOptionsText({ size, options, colourCount }: PhotoKitChoice): string {
  const parts = [
    photoKitSizeLabel(size),
    ORIENTATIONS[options.orientation],
    DRILL_SHAPES[options.drillShape],
    COLOUR_MODES[options.colourMode],
    CANVASES[options.canvas],
    `${colourCount} ${plural(colourCount, ['цвет', 'цвета', 'цветов'])}`,
  ];
  if (options.dithering) parts.push('с дизерингом');
  return parts.join(' · ');
}
