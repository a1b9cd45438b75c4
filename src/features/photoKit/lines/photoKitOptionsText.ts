import type { PhotoKitLine, PhotoKitOptions } from '@features/api';
import { plural } from '@ui/format';

const ORIENTATIONS: Record<PhotoKitOptions['orientation'], string> = {
  portrait: 'вертикальная',
  landscape: 'горизонтальная',
};

const DRILL_SHAPES: Record<PhotoKitOptions['drillShape'], string> = {
  square: 'квадратные стразы',
  round: 'круглые стразы',
};

const COLOUR_MODES: Record<PhotoKitOptions['colourMode'], string> = {
  colour: 'цветная',
  sepia: 'сепия',
  bw: 'чёрно-белая',
};

const CANVASES: Record<PhotoKitOptions['canvas'], string> = {
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
 * What a kit line was made with, in one line under its name (basket, checkout, cabinet, staff):
 * '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов'.
 */
export function photoKitOptionsText({
  size,
  options,
  colourCount,
}: Pick<PhotoKitLine, 'size' | 'options' | 'colourCount'>): string {
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
