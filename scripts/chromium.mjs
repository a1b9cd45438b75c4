// Debian's Chromium for every browser test (TOOLCHAIN.md): no tool may download a browser.
// Shared by test-runner-jest.config.js (story tests) and playwright.config.ts (e2e).
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), for the end-to-end tests: the
 * same engine without the browser's own interface, which the full browser builds for every new
 * window (its omnibox popup page among them), and an end-to-end test opens one a visitor. On a slow
 * 2-core machine it used about half the CPU the full browser did and ran the PGlite suite in 10.9
 * minutes against 16.4 (docs/testing.md, 2026-12-02).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Same glyph shapes on every machine, so screenshots compare pixel for pixel.
  '--font-render-hinting=none',
];

/** Screenshots are taken at this size unless a story picks a viewport preset. */
export const defaultViewport = { width: 1280, height: 800 };
