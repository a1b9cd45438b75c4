import { describe, expect, it } from 'vitest';
import * as constants from './index';

// Guards the design system's spec §9 values against an accidental edit (the shop's own limits
// are guarded in src/app/specConstants.test.ts).
describe('spec §9 constants', () => {
  it('R-CONST-3: lazy images use the blank colour #f9f5ff and an offset of 550 px', () => {
    expect(constants.LAZY_IMAGE_BLANK).toBe('#f9f5ff');
    expect(constants.LAZY_IMAGE_OFFSET_PX).toBe(550);
  });

  it('R-CONST-4: loading bar 5000 ms, throttle 200 ms; overlay fade in 60 ms, out 300 ms', () => {
    expect(constants.LOADING_BAR_DURATION_MS).toBe(5000);
    expect(constants.LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(constants.OVERLAY_ENTER_MS).toBe(60);
    expect(constants.OVERLAY_LEAVE_MS).toBe(300);
  });

  it('R-LAYOUT-9: scroll handler throttled 50 ms, resize 55 ms', () => {
    expect(constants.STICKY_SCROLL_THROTTLE_MS).toBe(50);
    expect(constants.RESIZE_THROTTLE_MS).toBe(55);
  });
});
