import type { Page } from '@playwright/test';

/**
 * Console errors and warnings and uncaught exceptions of the page from its first request on,
 * except the failed document request of a 404 page, whose status is the point.
 */
export function watchConsole(page: Page, expectedStatus = 200) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const source = message.location().url;
    if (expectedStatus === 404 && source === page.url() && /status of 404/.test(message.text()))
      return;
    problems.push(`${message.type()}: ${message.text()} (${source})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  return problems;
}
