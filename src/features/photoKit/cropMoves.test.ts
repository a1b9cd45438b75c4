import { describe, expect, it } from 'vitest';
import { checkCrop, defaultCrop } from '@mosaic';
import { maxZoom, moveCrop, zoomCrop, zoomOf } from './cropMoves';

const photo = { width: 1200, height: 1500 };
const grid = { cols: 160, rows: 200 };

describe('crop moves', () => {
  it('issue 16: the frame never leaves the photo', () => {
    const crop = zoomCrop(photo, grid, defaultCrop(photo, 160, 200), 2);
    expect(moveCrop(photo, crop, -5000, -5000)).toMatchObject({ x: 0, y: 0 });
    expect(moveCrop(photo, crop, 5000, 5000)).toMatchObject({
      x: photo.width - crop.width,
      y: photo.height - crop.height,
    });
  });

  it('issue 16: zooming keeps the size proportions and the centre, in whole pixels the server accepts', () => {
    const start = defaultCrop(photo, 160, 200);
    for (const zoom of [1, 1.1, 1.5, 2.37, 4, 7.5]) {
      const crop = zoomCrop(photo, grid, start, zoom);
      expect(checkCrop(photo, { ...grid, crop })).toBeNull();
      expect(Math.abs(crop.x + crop.width / 2 - 600)).toBeLessThanOrEqual(1);
      expect(Math.abs(crop.y + crop.height / 2 - 750)).toBeLessThanOrEqual(1);
      expect(zoomOf(photo, grid, crop)).toBeCloseTo(zoom, 1);
    }
  });

  it('issue 16: the frame zooms in no further than one pixel per drill', () => {
    expect(maxZoom(photo, grid)).toBe(7.5);
    const deepest = zoomCrop(photo, grid, defaultCrop(photo, 160, 200), 100);
    expect(deepest).toMatchObject({ width: 160, height: 200 });
  });

  it('issue 16: zoom 1 is the largest centred frame again', () => {
    const start = defaultCrop(photo, 160, 200);
    const back = zoomCrop(photo, grid, zoomCrop(photo, grid, start, 3), 1);
    expect(back).toEqual(start);
  });
});
