import { breakpoints } from '@ui/tokens';
import { useWindowWidth } from './useWindowWidth';

/** Exactly one flag is true. */
export interface DeviceInfo {
  readonly mobile: boolean;
  readonly tablet: boolean;
  readonly desktop: boolean;
}

// One frozen object per device, so a consumer only re-renders its memos when the device changes,
// not on every resize.
const MOBILE: DeviceInfo = Object.freeze({ mobile: true, tablet: false, desktop: false });
const TABLET: DeviceInfo = Object.freeze({ mobile: false, tablet: true, desktop: false });
const DESKTOP: DeviceInfo = Object.freeze({ mobile: false, tablet: false, desktop: true });

/**
 * Device info of spec §3 (R-LAYOUT-15) from the breakpoints: mobile below md (640 px), tablet
 * from md up to below lg (992 px), desktop from lg. md is where the header gets its wide search
 * field and lg where the catalogue menu fits beside the content.
 * @internal exported for a test only
 */
export function deviceForWidth(width: number): DeviceInfo {
  if (width < breakpoints.md) return MOBILE;
  if (width < breakpoints.lg) return TABLET;
  return DESKTOP;
}

/** Device info for the current window width, throttled like the resize handler. */
export function useDevice(): DeviceInfo {
  return deviceForWidth(useWindowWidth());
}
