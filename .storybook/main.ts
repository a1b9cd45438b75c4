import type { StorybookConfig } from '@storybook/react-vite';

// The react-vite builder merges the project's vite.config.ts, so the @ui/@features/@app aliases
// and the React plugin come from there (one source of truth).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // .storybook/tokens holds the token overview page: Storybook's own, the shop never renders it.
  stories: ['../src/**/*.stories.@(ts|tsx)', './tokens/*.stories.tsx'],
  // msw-storybook-addon 3 registers its preview annotations from here and gives every story
  // `context.msw` (stories call `msw.use(...)` in `beforeEach`).
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // public/ holds mockServiceWorker.js, which the MSW worker registers at the site root.
  staticDirs: ['../public'],
  // The build machines are offline: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
