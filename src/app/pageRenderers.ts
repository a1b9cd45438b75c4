import type { PageRenderers } from '@features/page';

/**
 * Renderers of typed pages, collected from every feature that has a `pageRenderers.ts(x)`
 * exporting `pageRenderers` (see PageRenderers): catalogue, product and other features plug in
 * without editing the app. The files are loaded eagerly, so they should hold lazy components
 * (`lazyWithReload`) and nothing heavy.
 */
const modules = import.meta.glob<{ pageRenderers?: PageRenderers }>(
  '/src/features/*/pageRenderers.{ts,tsx}',
  { eager: true },
);

export const pageRenderers: PageRenderers = Object.assign(
  {},
  ...Object.values(modules).map((module) => module.pageRenderers ?? {}),
);
