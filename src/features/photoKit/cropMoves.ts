import { defaultCrop, type Crop } from '@mosaic';
import type { KitGrid } from './kitChoice';

/** The oriented photo's size in pixels (what the customer sees and crops). */
export interface PhotoSize {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** How far the frame can zoom in: until it holds one pixel per drill (a smaller crop is refused). */
export function maxZoom(photo: PhotoSize, grid: KitGrid): number {
  const whole = defaultCrop(photo, grid.cols, grid.rows);
  return Math.max(1, whole.width / grid.cols);
}

/** The frame's zoom: 1 for the largest frame of the grid's aspect, more for a smaller one. */
export function zoomOf(photo: PhotoSize, grid: KitGrid, crop: Crop): number {
  return defaultCrop(photo, grid.cols, grid.rows).width / crop.width;
}

/** The frame moved by whole pixels, kept inside the photo. */
export function moveCrop(photo: PhotoSize, crop: Crop, dx: number, dy: number): Crop {
  return {
    ...crop,
    x: clamp(Math.round(crop.x + dx), 0, photo.width - crop.width),
    y: clamp(Math.round(crop.y + dy), 0, photo.height - crop.height),
  };
}

/**
 * The frame at another zoom around the same centre, in whole pixels of the grid's aspect, never
 * smaller than one pixel per drill and never outside the photo.
 */
export function zoomCrop(photo: PhotoSize, grid: KitGrid, crop: Crop, zoom: number): Crop {
  const whole = defaultCrop(photo, grid.cols, grid.rows);
  const wanted = clamp(zoom, 1, maxZoom(photo, grid));
  const width = wanted === 1 ? whole.width : Math.max(grid.cols, Math.round(whole.width / wanted));
  const height =
    wanted === 1
      ? whole.height
      : clamp(Math.round((width * grid.rows) / grid.cols), grid.rows, whole.height);
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return moveCrop(photo, { x: 0, y: 0, width, height }, centreX - width / 2, centreY - height / 2);
}
