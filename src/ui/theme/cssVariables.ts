import { colors, radii, shadows, zIndex, fontFamily, fontSizes, fontWeights } from '../tokens';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Tokens as CSS custom properties on :root (STYLE.md): components read `var(--color-brand)`
 * instead of interpolating the theme in every rule.
 */
export function cssVariables(): string {
  const lines: string[] = [];
  for (const [k, v] of Object.entries(colors)) lines.push(`--color-${kebab(k)}: ${v};`);
  for (const [k, v] of Object.entries(radii)) lines.push(`--radius-${k}: ${v};`);
  for (const [k, v] of Object.entries(shadows)) lines.push(`--shadow-${k}: ${v};`);
  for (const [k, v] of Object.entries(zIndex)) lines.push(`--z-${k}: ${v};`);
  for (const [k, v] of Object.entries(fontSizes)) lines.push(`--font-size-${k}: ${v}px;`);
  for (const [k, v] of Object.entries(fontWeights)) lines.push(`--font-weight-${k}: ${v};`);
  lines.push(`--font-family: ${fontFamily};`);
  return lines.join('\n');
}
