export { breakpoints, up, down } from './breakpoints';
export { colors } from './colors';
export { radii, shadows, zIndex, fontFamily, fontSizes, fontWeights, durations } from './scale';
