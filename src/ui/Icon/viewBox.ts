export type ViewBox = readonly [minX: number, minY: number, width: number, height: number];

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/**
 * Spec §5 (R-CONST-5): an icon's viewBox must be four numbers. A wrong viewBox draws a blank or
 * distorted icon without any warning from the browser, so it fails loudly here instead, naming the
 * icon. Numbers are separated by spaces and/or commas, as SVG allows; width and height must be
 * positive, since SVG does not render a zero or negative viewport.
 */
export function parseViewBox(viewBox: string, iconName = 'icon'): ViewBox {
  const parts = viewBox.trim().split(/[\s,]+/);
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) {
    throw new Error(
      `Icon "${iconName}": viewBox must be four numbers ("minX minY width height"), got "${viewBox}".`,
    );
  }
  const [minX, minY, width, height] = parts.map(Number) as [number, number, number, number];
  if (width <= 0 || height <= 0) {
    throw new Error(
      `Icon "${iconName}": viewBox width and height must be above 0, got "${viewBox}".`,
    );
  }
  return [minX, minY, width, height];
}
