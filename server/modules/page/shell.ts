import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COUNTERS_META_NAME, EMBEDDED_PAGE_ID } from '@shared';
import type { Counters } from '../../config';
import { escapeHtml } from '../../lib/html';
import { loadPreloads, NO_PRELOADS, type ShellPreloads } from './preloads';
import type { PageMetadata } from './structuredData';

/**
 * The SPA's HTML shell with the page's SEO tags in `<head>` (ARCHITECTURE §3): crawlers and link
 * previews see title, description and canonical without running JS. The page JSON (or the error
 * body) is embedded too, so the SPA renders the first page without asking for it again.
 */
const SEO_MARKER = '<!--seo-->';
/** Starts the app's scripts on a server-rendered page once it has painted (public/boot.js). */
const BOOT_SCRIPT = '/boot.js';

/** A page rendered on the server for guests (serverRender.ts), ready to go into the shell. */
export interface RenderedMarkup {
  /** `<style>` elements for `<head>`. */
  styles: string;
  /** The markup inside `#root`. */
  root: string;
  /** The JSON script element the browser hydrates from. */
  state: string;
}

/** The element the app renders into (index.html): server-rendered markup goes inside it. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Used when the SPA is not built (`dist/` missing, e.g. server tests and API-only runs): the same
 * head as index.html, without the bundle.
 */
const FALLBACK_SHELL = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${SEO_MARKER}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * `index.html` for a page rendered on the server: the entry script and its module preloads taken
 * out of `<head>`, to be started by `/boot.js` once the page has painted (public/boot.js).
 * @internal exported for a test only
 */
export interface AfterPaintShell {
  html: string;
  /** The app's entry module. */
  entry: string;
  /** The modules the entry imports, which index.html preloaded. */
  modules: string[];
  /**
   * Of those, the chunks that draw nothing (`vendor-*`: the packages and the shop api,
   * vite.config.ts), which boot.js evaluates one task each before the entry: the shop's
   * components still evaluate in the entry's order.
   */
  stages: string[];
}

/** The built `index.html` and what its pages preload beyond what it holds. */
export interface ShellTemplate {
  html: string;
  preloads: ShellPreloads;
  /** Null when index.html has no entry script (the fallback shell). */
  afterPaint: AfterPaintShell | null;
}

/** @internal exported for a test only */
export const FALLBACK_TEMPLATE: ShellTemplate = {
  html: FALLBACK_SHELL,
  preloads: NO_PRELOADS,
  afterPaint: null,
};

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const VENDOR_CHUNK = /\/vendor-[a-z]+-[\w-]+\.js$/;

/**
 * The server-rendered variant of a built index.html (see AfterPaintShell).
 * @internal exported for a test only
 */
export function afterPaintShell(html: string): AfterPaintShell | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    entry,
    modules,
    stages: modules.filter((href) => VENDOR_CHUNK.test(href)),
  };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The built stylesheets written into the page (the fonts' `@font-face` rules, about 1 kB): as a
 * link, each held the first paint for a round trip of its own (Lighthouse counted it
 * render-blocking, 140–430 ms of the simulated mobile LCP). A text that could end the element
 * stays a link.
 */
async function inlineStylesheets(html: string, spaDir: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(STYLESHEET)) {
    const css = await readFile(join(spaDir, href!), 'utf8');
    if (!/<\/style/i.test(css)) inlined = inlined.replace(link, `<style>${css}</style>`);
  }
  return inlined;
}

/** Reads the built `index.html` once (a rebuild means a restart), or the fallback when not built. */
export async function loadShellTemplate(spaDir: string | null): Promise<ShellTemplate> {
  if (!spaDir) return FALLBACK_TEMPLATE;
  try {
    const html = await inlineStylesheets(
      await readFile(join(spaDir, 'index.html'), 'utf8'),
      spaDir,
    );
    return { html, preloads: await loadPreloads(spaDir), afterPaint: afterPaintShell(html) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return FALLBACK_TEMPLATE;
    throw error;
  }
}

export interface ShellHead {
  title: string;
  description: string;
  /** Absolute url; omitted for error pages. */
  canonical?: string;
  /** `noindex` for error pages. */
  robots?: string;
  /** Structured data and link preview tags (issue 27 point 1). */
  metadata?: PageMetadata;
}

export interface EmbeddedPage {
  /** The HTTP status the X-Source request would have got. */
  status: number;
  /** Exactly the body the X-Source request would have got: page JSON or `{ error }`. */
  body: unknown;
}

/**
 * `counters`: the configured counters, handed to the SPA in a meta tag (data, not an inline
 * script, which the CSP forbids); the same setting makes the CSP admit their hosts, so the two
 * agree. `markup`: the page rendered on the server; its shell starts the scripts after the first
 * paint (AfterPaintShell). The answer holds nothing of one request, so it may be cached whole.
 */
export function renderShell(
  template: ShellTemplate,
  head: ShellHead,
  embedded: EmbeddedPage,
  counters: Counters,
  markup: RenderedMarkup | null = null,
): string {
  const { fonts, chunks } = template.preloads;
  const afterPaint = markup ? template.afterPaint : null;
  const screenChunks = chunks(pageType(embedded.body));
  const tags = [
    Object.keys(counters).length > 0 &&
      `<meta name="${COUNTERS_META_NAME}" content="${escapeHtml(JSON.stringify(counters))}" />`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.robots && `<meta name="robots" content="${escapeHtml(head.robots)}" />`,
    ...(head.metadata?.social ?? []).map(
      ([key, content]) =>
        `<meta ${key.startsWith('og:') ? 'property' : 'name'}="${key}" content="${escapeHtml(content)}" />`,
    ),
    ...(head.metadata?.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${embedJson(data)}</script>`,
    ),
    // The first paint's text waits for these fonts, and the page's screen for these chunks: asked
    // for at once instead of after the CSS or the entry script has loaded.
    ...fonts.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
    ...(afterPaint
      ? []
      : screenChunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`)),
    // A server-rendered page carries its page in the hydration state instead.
    markup
      ? markup.styles
      : `<script id="${EMBEDDED_PAGE_ID}" type="application/json" data-status="${embedded.status}">${embedJson(embedded.body)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Function replacements: `$&` or `$'` in a title or a page must stay literal text.
  const shellHtml = afterPaint?.html ?? template.html;
  const html = shellHtml.includes(SEO_MARKER)
    ? shellHtml.replace(SEO_MARKER, () => tags)
    : shellHtml.replace('</head>', () => `${tags}\n  </head>`);
  if (!markup) return html;
  const boot =
    afterPaint &&
    `<script src="${BOOT_SCRIPT}" data-entry="${afterPaint.entry}" data-preload="${[...afterPaint.modules, ...screenChunks].join(' ')}"${afterPaint.stages.length > 0 ? ` data-stages="${afterPaint.stages.join(' ')}"` : ''} async></script>`;
  // The page's markup (about 180 kB) joins the shell once, as the last step: each replace or
  // search on the whole page copied it again, about a third of a megabyte of garbage a render
  // (issue 24 point 7).
  const root = html.indexOf(ROOT_ELEMENT);
  const body = html.lastIndexOf('</body>');
  if (root < 0 || body < root) return html;
  return [
    html.slice(0, root),
    '<div id="root">',
    markup.root,
    '</div>',
    html.slice(root + ROOT_ELEMENT.length, body),
    [markup.state, boot].filter(Boolean).join('\n    '),
    '\n  ',
    html.slice(body),
  ].join('');
}

/** The page JSON's `type`; an error body has none. */
function pageType(body: unknown): string | undefined {
  const type = (body as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}

/**
 * JSON safe inside `<script>`: `<` becomes `\u003c`, so neither `</script>` nor `<!--` in page
 * content can end or change the script element; JSON.parse reads the same value back.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
