import type { MosaicPalette, PhotoKitOffer, PhotoKitSize } from '@features/api';
import {
  computeChart,
  defaultCrop,
  DMC_PALETTE,
  PALETTE_VERSION,
  type Chart,
  type ChartOptions,
  type Photo,
} from '@mosaic';
import { paintTestScene } from '@mosaic/testing/testPhoto';
import { defaultKitOptions } from './kitLineFixtures';

/** The offer's largest photo, 20 MB (issue 16). */
export const PHOTO_LIMIT_BYTES = 20 * 1024 * 1024;

const size = (
  productId: number,
  name: string,
  price: number,
  stretcherSurcharge: number,
): PhotoKitSize => {
  const [widthCm, heightCm] = name.split('x').map(Number) as [number, number];
  return {
    productId,
    size: name,
    widthCm,
    heightCm,
    cols: widthCm * 4,
    rows: heightCm * 4,
    price,
    oldPrice: null,
    stretcherSurcharge,
  };
};

/** The four demo sizes of 'Алмазная мозаика по фото' with a city's prices, 40x50 chosen. */
export const photoKitOffer = (overrides: Partial<PhotoKitOffer> = {}): PhotoKitOffer => ({
  productId: 9003,
  sizes: [
    size(9001, '20x30', 1490, 600),
    size(9002, '30x40', 1990, 800),
    size(9003, '40x50', 2590, 1000),
    size(9004, '50x65', 3490, 1300),
  ],
  drillMm: 2.5,
  maxPhotoBytes: PHOTO_LIMIT_BYTES,
  defaultOptions: defaultKitOptions(),
  ...overrides,
});

/** The palette as `/api/photo-kits/palette` answers it. */
export const photoKitPalette = (): MosaicPalette => ({
  version: PALETTE_VERSION,
  colours: [...DMC_PALETTE],
});

/** The engine's test scene (a gradient with a disc, a square and a band, with grain) as a photo. */
function scenePhoto(width = 400, height = 500): Photo {
  return {
    type: 'png',
    orientation: 1,
    image: { width, height, data: paintTestScene(width, height) },
    width,
    height,
  };
}

/**
 * A real chart of the test scene, made by the engine as the worker would (40x50 portrait, 40
 * colours, by default): stories show the engine's own output, not a drawing of it.
 */
export function sceneChart(options: Partial<ChartOptions> = {}, photo = scenePhoto()): Chart {
  const cols = options.cols ?? 160;
  const rows = options.rows ?? 200;
  return computeChart(photo, DMC_PALETTE, {
    cols,
    rows,
    crop: defaultCrop(photo, cols, rows),
    colourMode: 'colour',
    maxColours: 40,
    dithering: false,
    ...options,
  });
}

function sceneCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  const image = context.createImageData(width, height);
  image.data.set(paintTestScene(width, height));
  context.putImageData(image, 0, 0);
  return canvas;
}

/** The test scene as an image url for the crop frame (drawn by the story's browser). */
export const scenePhotoUrl = (width = 400, height = 500): string =>
  sceneCanvas(width, height).toDataURL('image/png');

/** The test scene as a PNG file, as a customer would choose it (encoded by the story's browser). */
export function scenePhotoFile(width: number, height: number, name: string): Promise<File> {
  return new Promise((resolve, reject) =>
    sceneCanvas(width, height).toBlob((blob) => {
      if (blob) resolve(new File([blob], name, { type: 'image/png' }));
      else reject(new Error('the browser made no PNG'));
    }, 'image/png'),
  );
}

/** A file that reports the given size without holding its bytes (the picker reads only the size). */
export function sizedFile(name: string, size: number, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
