import type { Crop } from '../types';

export type CropProblem = 'OUTSIDE' | 'ASPECT' | 'TOO_SMALL';

interface Size {
  width: number;
  height: number;
}

/** How far a crop's aspect may stray from the grid's: the crop is in whole pixels. */
const ASPECT_TOLERANCE = 0.02;

/** The largest crop of the grid's aspect, centred: what the customer starts from. */
export function defaultCrop(photo: Size, cols: number, rows: number): Crop {
  // Compare width/height with cols/rows without division.
  if (photo.width * rows > photo.height * cols) {
    const width = Math.min(photo.width, Math.round((photo.height * cols) / rows));
    return { x: Math.floor((photo.width - width) / 2), y: 0, width, height: photo.height };
  }
  const height = Math.min(photo.height, Math.round((photo.width * rows) / cols));
  return { x: 0, y: Math.floor((photo.height - height) / 2), width: photo.width, height };
}

/**
 * Why a crop cannot make a chart of cols × rows, or null when it can: it must lie inside the
 * photo in whole pixels, keep the grid's aspect within 2 % and give every drill a pixel.
 */
export function checkCrop(
  photo: Size,
  { cols, rows, crop }: { cols: number; rows: number; crop: Crop },
): CropProblem | null {
  const { x, y, width, height } = crop;
  const whole = [x, y, width, height].every(Number.isSafeInteger);
  if (!whole || x < 0 || y < 0 || width <= 0 || height <= 0) return 'OUTSIDE';
  if (x + width > photo.width || y + height > photo.height) return 'OUTSIDE';
  if (Math.abs(width * rows - height * cols) > ASPECT_TOLERANCE * height * cols) return 'ASPECT';
  if (width < cols || height < rows) return 'TOO_SMALL';
  return null;
}
