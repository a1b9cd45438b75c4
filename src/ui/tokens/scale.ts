export const radii = { control: '8px', card: '12px', popup: '16px', pill: '999px' } as const;

export const shadows = {
  hover: '0 4px 16px rgba(29, 27, 35, 0.10)',
  popup: '0 8px 32px rgba(29, 27, 35, 0.16)',
  modal: '0 16px 48px rgba(29, 27, 35, 0.24)',
} as const;

/** Stacking order, lowest first. */
export const zIndex = {
  base: 0,
  sticky: 100,
  dropdown: 200,
  drawer: 300,
  modal: 400,
  toast: 500,
  loading: 600,
} as const;

export const fontFamily =
  "'Nunito', 'Nunito Fallback', 'Nunito Fallback Roboto', 'Liberation Sans', Arial, sans-serif";

/** Modular type scale in px (DESIGN.md). */
export const fontSizes = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32, display: 40 } as const;

export const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const;

export const durations = { popup: 180, drawer: 200 } as const;
