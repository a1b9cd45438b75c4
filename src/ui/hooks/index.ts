export { useScrollY } from './useScrollY';
export { useDevice } from './useDevice';
export { useServerRendered } from './useServerRendered';
export { useFixedBottomSpace } from './useFixedBottomSpace';
