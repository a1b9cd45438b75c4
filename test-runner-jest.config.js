import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath, defaultViewport } from './scripts/chromium.mjs';

const defaults = getJestConfig();
const playwrightDefaults = defaults.testEnvironmentOptions?.['jest-playwright'] ?? {};

// The runner's own setup file imports its whole bundle, again for every story file; ours sets the
// same hooks without it (.storybook/testRunnerSetup.ts). Fail loudly if an upgrade moved it.
const RUNNER_SETUP = /@storybook\/test-runner\/playwright\/jest-setup\.js$/;
if (!defaults.setupFilesAfterEnv?.some((file) => RUNNER_SETUP.test(file))) {
  throw new Error(
    '@storybook/test-runner no longer names playwright/jest-setup.js: see .storybook/testRunnerSetup.ts',
  );
}

// Its test environment is replaced too, by one that shares a page between story files and sets it
// up as the runner's does (.storybook/sharedPageEnvironment.mjs).
const RUNNER_ENVIRONMENT = /@storybook\/test-runner\/playwright\/custom-environment\.js$/;
if (!RUNNER_ENVIRONMENT.test(defaults.testEnvironment ?? '')) {
  throw new Error(
    '@storybook/test-runner no longer names playwright/custom-environment.js: see .storybook/sharedPageEnvironment.mjs',
  );
}

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  setupFilesAfterEnv: defaults.setupFilesAfterEnv.map((file) =>
    RUNNER_SETUP.test(file) ? '<rootDir>/.storybook/testRunnerSetup.ts' : file,
  ),
  testEnvironment: '<rootDir>/.storybook/sharedPageEnvironment.mjs',
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
