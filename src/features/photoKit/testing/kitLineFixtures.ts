import type { OrderLine, PhotoKitLine, PhotoKitOptions } from '@features/api';

const DRILL_COLOURS = ['#f2c9a0', '#d98b5f', '#8c4a2f', '#3d2b24', '#7fb3d5', '#f7f1e3'];

/**
 * A made-up kit preview for stories: a grid of drills as a small SVG data url (one unit per
 * drill, like the real preview.png), so screenshots never wait for the server's preview route.
 */
export function storyMosaic(cols: number, rows: number): string {
  const cell = (x: number, y: number) => {
    // A warm face-like blob on a blue ground, in bands, so the grid reads as a picture.
    const dx = (x - cols / 2) / cols;
    const dy = (y - rows / 2.4) / rows;
    const inside = dx * dx + dy * dy < 0.08;
    const shade = inside ? (x + y) % 3 : 4 + ((x * 7 + y * 3) % 2);
    return DRILL_COLOURS[shade];
  };
  const rects: string[] = [];
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++)
      rects.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="${cell(x, y)}"/>`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cols} ${rows}" ` +
    `shape-rendering="crispEdges">${rects.join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The demo offer's default options, so also those of the kit lines made with them. */
export const defaultKitOptions = (): PhotoKitOptions => ({
  orientation: 'portrait',
  drillShape: 'square',
  colourMode: 'colour',
  canvas: 'rolled',
  maxColours: 40,
  dithering: false,
});

/** A 40x50 portrait kit of square drills, colour, rolled, 38 colours, as the API gives it. */
export const photoKitLine = (overrides: Partial<PhotoKitLine> = {}): PhotoKitLine => ({
  id: 7,
  size: '40x50',
  options: defaultKitOptions(),
  cols: 160,
  rows: 200,
  colourCount: 38,
  // A coarse grid of the kit's shape: the thumbnails are small, and a 32 000-rect SVG is slow.
  previewUrl: storyMosaic(16, 20),
  ...overrides,
});

/** The photo product of the kits' size, 40x50, at 2 490 ₽ (rolled canvas). */
export const photoKitProduct = {
  id: 9001,
  name: 'Алмазная мозаика по фото 40x50 — по вашей фотографии',
  url: '/product/almaznaya-mozaika-po-foto/po-foto-40x50/',
  price: 2490,
};

/** An order's kit line (cabinet, confirmation, staff): one kit of that product. */
export const photoKitOrderLine = (kit: PhotoKitLine = photoKitLine()): OrderLine => ({
  productId: photoKitProduct.id,
  name: photoKitProduct.name,
  price: photoKitProduct.price,
  oldPrice: null,
  quantity: 1,
  url: photoKitProduct.url,
  image: null,
  photoKit: kit,
});
