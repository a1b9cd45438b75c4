import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The SPA's HTML shell with the page's SEO tags in `<head>` (ARCHITECTURE §3): crawlers and link
 * previews see title, description and canonical without running JS. The page JSON (or the error
 * body) is embedded too, so the SPA renders the first page without asking for it again.
 */
export const SEO_MARKER = '<!--seo-->';
export const PAGE_SCRIPT_ID = '__PAGE__';

/**
 * Used when the SPA is not built (`dist/` missing, e.g. server tests and API-only runs): the same
 * head as index.html, without the bundle.
 */
export const FALLBACK_SHELL = `<!doctype html>
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

/** Reads the built `index.html` once (a rebuild means a restart), or the fallback when not built. */
export async function loadShellTemplate(spaDir: string | null): Promise<string> {
  if (!spaDir) return FALLBACK_SHELL;
  try {
    return await readFile(join(spaDir, 'index.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return FALLBACK_SHELL;
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
}

export interface EmbeddedPage {
  /** The HTTP status the X-Source request would have got. */
  status: number;
  /** Exactly the body the X-Source request would have got: page JSON or `{ error }`. */
  body: unknown;
}

export function renderShell(template: string, head: ShellHead, embedded: EmbeddedPage): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.robots && `<meta name="robots" content="${escapeHtml(head.robots)}" />`,
    `<script id="${PAGE_SCRIPT_ID}" type="application/json" data-status="${embedded.status}">${embedJson(embedded.body)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // A function replacement: `$&` or `$'` in a title must stay literal text.
  if (template.includes(SEO_MARKER)) return template.replace(SEO_MARKER, () => tags);
  return template.replace('</head>', () => `${tags}\n  </head>`);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
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
