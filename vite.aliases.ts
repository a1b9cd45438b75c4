import type { Alias } from 'vite';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The source folders' import names (tsconfig.json `paths` says the same for the type checker). */
export const pathAliases: Alias[] = [
  { find: '@ui', replacement: dir('./src/ui') },
  { find: '@features', replacement: dir('./src/features') },
  { find: '@app', replacement: dir('./src/app') },
  // The code the browser and the server both run (docs/decisions.md "The mosaic engine").
  { find: '@mosaic', replacement: dir('./packages/mosaic/src') },
  // Texts and page-script ids both sides use (docs/decisions.md "One package for what both say").
  { find: '@shared', replacement: dir('./packages/shared/src') },
];
