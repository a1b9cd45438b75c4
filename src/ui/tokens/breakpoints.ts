/** Breakpoints in px, exactly as spec §3 lists them. */
export const breakpoints = {
  xxs: 0,
  xs: 320,
  sm: 480,
  'sm-md': 570,
  md: 640,
  'md-lg': 720,
  lg: 992,
  xl: 1200,
  xxl: 1530,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media query for "this breakpoint and wider", for use inside styled-components rules. */
export const up = (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`;

/** Media query for "narrower than this breakpoint". */
export const down = (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`;
