import type { Viewport } from 'storybook/viewport';
import { breakpoints } from '@ui/tokens';

const preset = (name: string, width: number, height: number, type: Viewport['type']): Viewport => ({
  name: `${name} (${width}px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/**
 * Viewport presets for the spec's breakpoints (spec §3), plus a typical phone and tablet.
 * Stories pick one with `globals: { viewport: { value: 'mobile' } }`; the story tests resize the
 * page to the same width before the screenshot (.storybook/test-runner.ts).
 */
export const viewports = {
  mobile: preset('Телефон', 375, 812, 'mobile'),
  sm: preset('sm', breakpoints.sm, 800, 'mobile'),
  md: preset('md', breakpoints.md, 900, 'tablet'),
  tablet: preset('Планшет', 768, 1024, 'tablet'),
  lg: preset('lg', breakpoints.lg, 800, 'desktop'),
  xl: preset('xl', breakpoints.xl, 900, 'desktop'),
  xxl: preset('xxl', breakpoints.xxl, 1000, 'desktop'),
} satisfies Record<string, Viewport>;
