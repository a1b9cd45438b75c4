import { describe, expect, it } from 'vitest';
import { DRILL_MM, gridOf } from '../sizes';
import { checkCrop, defaultCrop } from './crop';

describe('gridOf', () => {
  it('issue 16: 40x50 is 160 × 200 drills of 2.5 mm upright and 200 × 160 lying', () => {
    expect(DRILL_MM).toBe(2.5);
    expect(gridOf('40x50', 'portrait')).toEqual({
      widthCm: 40,
      heightCm: 50,
      cols: 160,
      rows: 200,
    });
    expect(gridOf('40x50', 'landscape')).toEqual({
      widthCm: 50,
      heightCm: 40,
      cols: 200,
      rows: 160,
    });
    expect(gridOf('50x65', 'portrait')).toMatchObject({ cols: 200, rows: 260 });
    expect(gridOf('20x30', 'portrait')).toMatchObject({ cols: 80, rows: 120 });
  });

  it('issue 16: a name that is not a size has no grid', () => {
    expect(gridOf('40×50', 'portrait')).toBeNull();
    expect(gridOf('0x50', 'portrait')).toBeNull();
    expect(gridOf('большой', 'portrait')).toBeNull();
  });
});

describe('defaultCrop', () => {
  it('issue 16: the largest centred frame of the size aspect', () => {
    expect(defaultCrop({ width: 4000, height: 3000 }, 160, 200)).toEqual({
      x: 800,
      y: 0,
      width: 2400,
      height: 3000,
    });
    expect(defaultCrop({ width: 3000, height: 4000 }, 200, 160)).toEqual({
      x: 0,
      y: 800,
      width: 3000,
      height: 2400,
    });
    const odd = defaultCrop({ width: 1001, height: 777 }, 80, 120);
    expect(checkCrop({ width: 1001, height: 777 }, { cols: 80, rows: 120, crop: odd })).toBeNull();
  });
});

describe('checkCrop', () => {
  const photo = { width: 1000, height: 800 };
  const grid = { cols: 160, rows: 200 };

  it('issue 16: a frame of the right aspect inside the photo is fine', () => {
    expect(
      checkCrop(photo, { ...grid, crop: { x: 100, y: 0, width: 640, height: 800 } }),
    ).toBeNull();
    // Whole pixels cannot always hit the aspect exactly: 2 % is allowed.
    expect(checkCrop(photo, { ...grid, crop: { x: 0, y: 0, width: 652, height: 800 } })).toBeNull();
  });

  it('issue 16: a frame past the edge, in fractions or empty is OUTSIDE', () => {
    for (const crop of [
      { x: 400, y: 0, width: 640, height: 800 },
      { x: -1, y: 0, width: 640, height: 800 },
      { x: 0, y: 1, width: 640, height: 800 },
      { x: 0.5, y: 0, width: 640, height: 800 },
      { x: 0, y: 0, width: 0, height: 0 },
    ]) {
      expect(checkCrop(photo, { ...grid, crop })).toBe('OUTSIDE');
    }
  });

  it('issue 16: a frame of another shape is ASPECT', () => {
    expect(checkCrop(photo, { ...grid, crop: { x: 0, y: 0, width: 800, height: 800 } })).toBe(
      'ASPECT',
    );
  });

  it('issue 16: a frame with fewer pixels than drills is TOO_SMALL', () => {
    expect(checkCrop(photo, { ...grid, crop: { x: 0, y: 0, width: 120, height: 150 } })).toBe(
      'TOO_SMALL',
    );
  });
});
