import type { setupPage, TestRunnerConfig } from '@storybook/test-runner';
import config from './test-runner';

/**
 * Stands in for @storybook/test-runner's own Jest setup file, doing what it does (the hooks of
 * ./test-runner.ts as the globals the generated story tests call) without importing the runner's
 * bundle. Jest evaluates a setup file and everything it imports again for each test file, one per
 * story file, and that bundle (Storybook's node internals, Babel, recast) was most of the cost of
 * starting each of them (docs/testing.md).
 */
type Hooks = {
  __sbPreVisit?: TestRunnerConfig['preVisit'];
  __sbPostVisit?: TestRunnerConfig['postVisit'];
  __sbSetupPage?: typeof setupPage;
  __sbCollectCoverage?: boolean;
};

const hooks = globalThis as typeof globalThis & Hooks;
hooks.__sbPreVisit = config.preVisit;
hooks.__sbPostVisit = config.postVisit;
hooks.__sbCollectCoverage = false;
// Called only to retry a story after its page navigated away, so the bundle loads only then.
hooks.__sbSetupPage = async (page, context) =>
  (await import('@storybook/test-runner')).setupPage(page, context);
