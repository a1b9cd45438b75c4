import type { PageJson } from '@features/api';
import { EMBEDDED_PAGE_ID } from '@shared';
import type { PageAnswer } from './pageAnswer';

/** The page JSON (or error body) the shell came with, for the url it came with. */
export interface EmbeddedPage {
  /** Path and query of the document the shell answered. */
  url: string;
  answer: PageAnswer;
}

/**
 * Reads the page the HTML shell carries, so the first render needs no second request. Returns
 * null without it (Vite's dev server, Storybook) or when it cannot be read.
 */
export function readEmbeddedPage(doc: Document = document): EmbeddedPage | null {
  const script = doc.getElementById(EMBEDDED_PAGE_ID);
  if (!script?.textContent) return null;
  const status = Number(script.getAttribute('data-status'));
  const url = doc.location.pathname + doc.location.search;
  try {
    const body = JSON.parse(script.textContent) as unknown;
    if (status === 200) return { url, answer: { kind: 'page', page: body as PageJson } };
    return { url, answer: { kind: 'error', status: status || null } };
  } catch {
    return null;
  }
}
