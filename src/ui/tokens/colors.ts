/**
 * Palette (DESIGN.md). Text colours on their backgrounds pass WCAG AA; the lazy-image blank
 * `#f9f5ff` of spec §9 is the lightest brand tint.
 */
export const colors = {
  brand: '#7a3ee8',
  brandHover: '#6429cf',
  brandActive: '#5420b0',
  brandTint: '#efe6ff',
  brandBlank: '#f9f5ff',
  coral: '#e5484d',
  coralTint: '#ffe8e8',
  mint: '#12805c',
  mintTint: '#e3f7ee',
  sunflower: '#f5b400',
  sunflowerTint: '#fff6d6',
  text: '#1d1b23',
  textMuted: '#5f5b6b',
  textInverse: '#ffffff',
  border: '#e4e0ea',
  borderStrong: '#c9c3d3',
  surface: '#ffffff',
  surfaceMuted: '#f6f5f8',
  backdrop: 'rgba(29, 27, 35, 0.48)',
  success: '#12805c',
  successTint: '#e3f7ee',
  warning: '#8a5a00',
  warningTint: '#fff4d6',
  error: '#c62a2f',
  errorTint: '#ffe8e8',
  info: '#1f5fbf',
  infoTint: '#e6f0ff',
  focus: '#7a3ee8',
} as const;
