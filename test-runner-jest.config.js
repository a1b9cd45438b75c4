import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath, defaultViewport } from './scripts/chromium.mjs';

const defaults = getJestConfig();
const playwrightDefaults = defaults.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  reporters: [
    ...(defaults.reporters ?? ['default']),
    '<rootDir>/scripts/jest-results-reporter.mjs',
  ],
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...playwrightDefaults,
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      contextOptions: {
        viewport: defaultViewport,
        deviceScaleFactor: 1,
        // The theme's GlobalStyle stops animations and transitions for reduced motion.
        reducedMotion: 'reduce',
      },
    },
  },
};
