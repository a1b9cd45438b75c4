import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An entry of Vite's build manifest (`build.manifest`, `.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy chunks a page protocol page renders with, by manifest key: the screen every page goes
 * through, and the screen of each page `type` (src/features/[feature]/pageRenderers.ts). A key
 * missing from the manifest (a screen moved) costs only its preload.
 */
const PAGE_SCREEN = 'src/app/screens/PageScreen.tsx';
const LIST_SCREENS = 'src/features/lists/screens/index.ts';
const SCREEN_BY_TYPE: Record<string, string> = {
  section: 'src/features/catalog/screens/SectionScreen/SectionScreen.tsx',
  product: 'src/features/catalog/screens/ProductScreen/ProductScreen.tsx',
  search: 'src/features/search/screens/SearchScreen/SearchScreen.tsx',
  home: LIST_SCREENS,
  new: LIST_SCREENS,
  discounts: LIST_SCREENS,
  promotions: LIST_SCREENS,
  giftCertificates: LIST_SCREENS,
  reviews: LIST_SCREENS,
  club: LIST_SCREENS,
  corporate: LIST_SCREENS,
  shipping: LIST_SCREENS,
};

/**
 * The faces the first paint needs, in the order they are asked for: the shop's cut
 * (scripts/subset-fonts.mjs) of each weight a page writes, body text first, then the bold of
 * headings and prices, then the semibold of buttons and names. All of them: Chrome holds the first
 * paint only for a preloaded `font-display: optional` face, so a face left out is laid out in the
 * fallback first and moves its text when it arrives inside its block period (a layout shift of
 * the price lines on a busy machine); and while it loads, the text asks for @fontsource's full
 * face of the same weight too, 16 KB more.
 */
const FIRST_FONTS = [400, 700, 600].flatMap((weight) => [
  new RegExp(`/nunito-shop-cyrillic-${weight}-[\\w-]+\\.woff2$`),
  new RegExp(`/nunito-shop-latin-${weight}-[\\w-]+\\.woff2$`),
]);

export interface ShellPreloads {
  /** The font files to preload. */
  fonts: string[];
  /** The module urls a page of this `type` needs beyond those the built index.html preloads. */
  chunks(pageType: string | undefined): string[];
}

export const NO_PRELOADS: ShellPreloads = { fonts: [], chunks: () => [] };

/**
 * Reads the build manifest once (a rebuild means a restart). Without one (no build, or a build
 * from before `build.manifest`) nothing is preloaded beyond what index.html holds.
 */
export async function loadPreloads(spaDir: string): Promise<ShellPreloads> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(spaDir, '.vite', 'manifest.json'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NO_PRELOADS;
    throw error;
  }
  return preloadsFromManifest(manifest);
}

/** @internal exported for a test only */
export function preloadsFromManifest(manifest: Manifest): ShellPreloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // Vite writes the entry and its static imports into index.html itself.
  const inShell = new Set(entries.flatMap((key) => staticClosure(manifest, key)));
  const assets = entries.flatMap((key) => manifest[key]!.assets ?? []);
  const fonts = FIRST_FONTS.flatMap((face) => {
    const file = assets.find((asset) => face.test(`/${asset}`));
    return file ? [`/${file}`] : [];
  });
  const byType = new Map<string, string[]>();
  return {
    fonts,
    chunks(pageType) {
      const key = pageType ?? '';
      let urls = byType.get(key);
      if (!urls) {
        const screens = [PAGE_SCREEN, SCREEN_BY_TYPE[key]].filter((s): s is string => !!s);
        const files = screens.flatMap((screen) => staticClosure(manifest, screen));
        urls = [...new Set(files)].filter((file) => !inShell.has(file)).map((file) => `/${file}`);
        byType.set(key, urls);
      }
      return urls;
    },
  };
}

/** The chunk's file and the files of everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((i) => staticClosure(manifest, i, seen))];
}
