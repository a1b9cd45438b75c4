// Debian's Chromium for every browser test (TOOLCHAIN.md): no tool may download a browser.
// Shared by test-runner-jest.config.js (story tests) and playwright.config.ts (e2e).
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
