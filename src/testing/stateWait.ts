/**
 * How long Testing Library's `findBy…`, `waitFor` and `waitForElementToBeRemoved` wait for the
 * state they look for, in the web tests and the stories' play functions alike (Playwright's
 * `expect` waits as long: playwright.config.ts). Their default of one second is a time limit that
 * a busy 2-core machine passes; a wait that is met returns at once however long it may take.
 */
export const STATE_WAIT_MS = 10_000;
