import { __PRIVATE__ } from 'styled-components';

/**
 * The web test files of a worker share one jsdom document (`isolate: false` in vitest.config.ts:
 * a fresh environment per file cost more than the tests themselves). Each file starts from what a
 * fresh environment gave it: an empty document at the start url, jsdom's 1024×768 window scrolled
 * to the top, no storage, no cookies, and styled-components writing its rules anew (its sheet
 * would otherwise keep the rules it injected for an earlier file, in a style element that file may
 * have removed).
 */
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
window.history.replaceState(null, '', '/');
// Tests resize and scroll the window by assignment; a narrow width left behind would make every
// later file of the worker render the mobile layout.
Object.assign(window, { innerWidth: 1024, innerHeight: 768, scrollX: 0, scrollY: 0 });
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; max-age=0; path=/`;
}
__PRIVATE__.mainSheet.clearTag();
__PRIVATE__.mainSheet.names.clear();
