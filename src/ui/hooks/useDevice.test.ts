import { describe, expect, it } from 'vitest';
import { deviceForWidth } from './useDevice';

describe('deviceForWidth', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [639, 'mobile'],
    [640, 'tablet'],
    [720, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1530, 'desktop'],
  ])('R-LAYOUT-15: %s px is %s', (width, device) => {
    const info = deviceForWidth(width);
    expect(
      Object.entries(info)
        .filter(([, on]) => on)
        .map(([name]) => name),
    ).toEqual([device]);
  });

  it('R-LAYOUT-15: returns the same object for widths of one device', () => {
    expect(deviceForWidth(700)).toBe(deviceForWidth(900));
  });
});
