/** Scrolling to an anchor leaves this much room for the sticky header. */
export const SCROLL_OFFSET_PX = 80;

/**
 * Scrolls to the element a `#hash` names, leaving SCROLL_OFFSET_PX above it for the sticky header
 * (spec §9, R-PAGE-9). Hashes that are app states, like `#/search/`, name no element and are left
 * alone. Returns whether it scrolled.
 */
export function scrollToAnchor(hash: string, win: Window = window): boolean {
  if (!hash.startsWith('#') || hash.startsWith('#/') || hash.length < 2) return false;
  let name: string;
  try {
    name = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const doc = win.document;
  const target = doc.getElementById(name) ?? doc.getElementsByName(name)[0];
  if (!target) return false;
  const top = target.getBoundingClientRect().top + win.scrollY - SCROLL_OFFSET_PX;
  win.scrollTo({ top: Math.max(0, top) });
  return true;
}
