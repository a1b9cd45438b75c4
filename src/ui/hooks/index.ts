export { throttle, type Throttled } from './throttle';
export { useThrottledCallback } from './useThrottledCallback';
export { useScrollY } from './useScrollY';
export { useWindowWidth } from './useWindowWidth';
export { useDevice, deviceForWidth, type DeviceInfo } from './useDevice';
export { useServerRendered } from './useServerRendered';
