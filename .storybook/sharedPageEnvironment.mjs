import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/**
 * The page of this worker process, shared by every story file it runs. Jest makes a new
 * environment per test file, and @storybook/test-runner's own (playwright/custom-environment.js)
 * opened a new browser context for each, loaded the preview anew and set it up: about 8 s per
 * story file on a slow 2-core machine, half of the story step (docs/testing.md). Stories of one
 * file already shared their page; Storybook renders each story from a clean slate either way.
 * @type {{ browser: import('playwright').Browser, context: import('playwright').BrowserContext, page: import('playwright').Page } | undefined}
 */
let shared;

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    const reuse = shared !== undefined && !shared.page.isClosed();
    this._config.testEnvironmentOptions['jest-playwright'].skipInitialization = reuse;
    await super.setup();
    if (reuse) {
      Object.assign(this.global, shared);
      return;
    }
    await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    const { browser, context, page } = this.global;
    // A story that navigated away gets a new page (the runner's resetPage): later files use it.
    shared = page && !page.isClosed() ? { browser, context, page } : undefined;
    // The base class would close the browser connection and take the page's error listener off.
    this.global.browser = undefined;
    this.global.page = undefined;
    await super.teardown();
  }
}
