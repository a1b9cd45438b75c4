export { breakpoints, up, down, type Breakpoint } from './breakpoints';
export { colors, type ColorName } from './colors';
export {
  space,
  radii,
  shadows,
  zIndex,
  fontFamily,
  fontSizes,
  fontWeights,
  durations,
} from './scale';
