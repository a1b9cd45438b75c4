import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JestExpect } from '@jest/expect';
import type { getStoryContext, TestContext, TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { defaultViewport } from '../scripts/chromium.mjs';

// The test runner runs this file inside Jest, where `expect` is a global.
declare const expect: JestExpect;

/** Baselines live in one folder, named by story id (docs/testing.md). */
const SNAPSHOTS_DIR = 'tests/visual/__snapshots__';
const DIFFS_DIR = 'test-results/visual-diffs';

type StoryContext = Awaited<ReturnType<typeof getStoryContext>>;
type StoryParameters = StoryContext['parameters'];
type StoryGlobals = { viewport?: string | { value?: string } };

/**
 * The prepared story, as the page's preview has it: the test runner's `getStoryContext`, read
 * here so that this file (evaluated again for every story file) does not load the runner's bundle.
 */
const storyContext = (page: Page, context: TestContext) =>
  page.evaluate(({ storyId }) => globalThis.__getContext?.(storyId), {
    storyId: context.id,
  }) as Promise<StoryContext>;

/** Stories may switch the a11y check off (or disable axe rules) only with a written reason. */
function assertA11ySkipHasReason(parameters: StoryParameters) {
  const a11y = parameters.a11y ?? {};
  const rules: { enabled?: boolean }[] = a11y.config?.rules ?? [];
  const weakened =
    a11y.disable === true ||
    (a11y.test !== undefined && a11y.test !== 'error') ||
    rules.some((rule) => rule.enabled === false);
  if (weakened && !(typeof a11y.skipReason === 'string' && a11y.skipReason.trim())) {
    throw new Error(
      'This story weakens the accessibility check without a reason: add `a11y.skipReason` ' +
        'saying why (docs/testing.md).',
    );
  }
}

/** The page size for a story: its viewport preset (globals.viewport), or the default desktop. */
function viewportFor(parameters: StoryParameters, globals: StoryGlobals) {
  const key = typeof globals.viewport === 'string' ? globals.viewport : globals.viewport?.value;
  const styles = key ? parameters.viewport?.options?.[key]?.styles : undefined;
  if (!styles) return defaultViewport;
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

/**
 * Stories share a page, and Chromium decides whether a focused element shows its
 * :focus-visible ring from the previous interaction. A real key press and a blur before each story
 * put every story in the same state (keyboard modality, nothing focused), so focus rings in
 * screenshots do not depend on the story that ran before.
 */
async function resetFocusModality(page: Page) {
  await page.keyboard.press('Shift');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Where a story tried to navigate to (see stayInStorybook). Kept on the page, not in this module:
 * Jest evaluates this file again for each story file, while one page serves many of them
 * (.storybook/sharedPageEnvironment.mjs). A page without it has run no story yet.
 */
const NAVIGATION_GUARD = Symbol.for('storybook-tests.navigation-guard');
interface NavigationGuard {
  left?: string;
}
type GuardedPage = Page & { [NAVIGATION_GUARD]?: NavigationGuard };

/**
 * Stories share a page. A play function that clicks a real link would load another
 * document into it and break every story after it, so such navigations are aborted and recorded;
 * postVisit then fails only the story that tried.
 */
async function stayInStorybook(page: GuardedPage): Promise<NavigationGuard> {
  const installed = page[NAVIGATION_GUARD];
  if (installed) return installed;
  const guard: NavigationGuard = {};
  page[NAVIGATION_GUARD] = guard;
  // Only extensionless urls can be page navigations; assets skip the route handler.
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname),
    (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) {
        return route.fallback();
      }
      guard.left = request.url();
      return route.abort('aborted');
    },
  );
  return guard;
}

/**
 * Announces the page to MSW's service worker again before each story. Chromium stops an idle
 * service worker, and stops any about five minutes after it started whatever its page does
 * (mswjs/msw#2115); the restarted worker has forgotten the page, and lets every request through to
 * the static server (404). A page that serves many story files (.storybook/sharedPageEnvironment.mjs)
 * lives long enough for that: it sends the worker MSW's own activation message and waits for its
 * answer.
 */
async function keepMockingActive(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const worker = navigator.serviceWorker?.controller;
        if (!worker) return resolve();
        const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
          if (event.data?.type !== 'MOCKING_ENABLED') return;
          navigator.serviceWorker.removeEventListener('message', onMessage);
          resolve();
        };
        navigator.serviceWorker.addEventListener('message', onMessage);
        worker.postMessage('MOCK_ACTIVATE');
      }),
  );
}

const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Lazy images load only once they come near the viewport, so a play function that scrolled down
 * before the observers first fired left the top images blank in one run and loaded in the next.
 * Passing the whole page through the viewport once, then returning to where the story left it,
 * makes every lazy image load in every run.
 */
async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    const { scrollX, scrollY, innerHeight } = window;
    const height = document.documentElement.scrollHeight;
    if (height <= innerHeight) return;
    for (let y = 0; y < height; y += innerHeight) {
      window.scrollTo(scrollX, y);
      await frames();
    }
    window.scrollTo(scrollX, scrollY);
    await frames();
  });
}

async function waitUntilStill(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await scrollThroughPage(page);
  // Lazy images ask for their source only once their observer fires, after a frame or two; then
  // wait for those requests and for React to draw the loaded state.
  await page.evaluate(nextFrames);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  // An entrance animation (a toast sliding in, restarted when its screen reloads) was caught at a
  // different point run to run and drew the element a few pixels off: pictures show every element
  // at rest, as it is once its animation or transition is over.
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  });
  await page.evaluate(nextFrames);
}

/**
 * The story root, or the whole viewport when the story put content outside it (modals, drawers and
 * toasts render into a portal on <body>).
 */
async function screenshotTarget(page: Page) {
  const hasPortal = await page.evaluate(() =>
    Array.from(document.body.children).some(
      (el) =>
        !['SCRIPT', 'STYLE', 'svg'].includes(el.tagName) &&
        !el.id.startsWith('storybook-') &&
        !Array.from(el.classList).some((name) => name.startsWith('sb-')) &&
        (el.childElementCount > 0 || Boolean(el.textContent?.trim())),
    ),
  );
  return hasPortal ? page : page.locator('#storybook-root');
}

/**
 * Chromium draws the same pixels into the same PNG bytes, so a picture equal to its baseline byte for
 * byte has matched without being decoded. Decoding both in pure JavaScript (pngjs) took about 40 %
 * of each story worker's time; only pictures that differ are compared pixel by pixel.
 */
async function sameBytesAsBaseline(image: Buffer, storyId: string) {
  const baseline = await readFile(path.join(SNAPSHOTS_DIR, `${storyId}.png`)).catch(() => null);
  return baseline !== null && baseline.equals(image);
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // The first story of a page starts MSW there (msw-storybook-addon's beforeEach); a worker told
    // of the page before that would send it requests that nothing in it answers.
    const mockingStarted = (page as GuardedPage)[NAVIGATION_GUARD] !== undefined;
    (await stayInStorybook(page)).left = undefined;
    if (mockingStarted) await keepMockingActive(page);
    await page.waitForFunction(() => Boolean(globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue));
    // At run time this is the prepared story, which also carries the story's own globals.
    const story = (await storyContext(page, context)) as StoryContext & {
      storyGlobals: StoryGlobals;
    };
    assertA11ySkipHasReason(story.parameters);
    await page.setViewportSize(viewportFor(story.parameters, story.storyGlobals));
    await resetFocusModality(page);
  },

  async postVisit(page, context) {
    // A story that failed its play function or a11y check has already failed the test.
    if (context.hasFailure) return;
    const left = (page as GuardedPage)[NAVIGATION_GUARD]?.left;
    if (left) {
      throw new Error(
        `The story tried to leave Storybook for ${left}. A link in a story must not navigate: ` +
          'give its click handler `fn((event) => event.preventDefault())` or an href of "#".',
      );
    }
    const { parameters } = await storyContext(page, context);
    if (parameters.visual?.skipReason) return;

    await waitUntilStill(page);
    const image = await (
      await screenshotTarget(page)
    ).screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    });
    if (await sameBytesAsBaseline(image, context.id)) return;
    // Loaded only for a picture that differs: most files never need the comparison.
    const { toMatchImageSnapshot } = await import('jest-image-snapshot');
    expect.extend({ toMatchImageSnapshot });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SNAPSHOTS_DIR,
      customSnapshotIdentifier: context.id,
      customDiffDir: DIFFS_DIR,
      // Anti-aliasing noise is tolerated per pixel; a change of more than 0.001 % of the pixels
      // (a 1 px shift moves whole rows) fails.
      customDiffConfig: { threshold: 0.1 },
      failureThreshold: 0.00001,
      failureThresholdType: 'percent',
      // Compare in this process: a child process per story costs about half a second.
      runInProcess: true,
    });
  },
};

export default config;
