// Types for what .storybook/test-runner.ts finds at run time: Jest's image matcher and the
// Storybook preview object in the page.
import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';

declare module 'expect' {
  interface Matchers<R> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}

declare global {
  var __STORYBOOK_PREVIEW__: { storyStoreValue?: unknown } | undefined;
  /** The test runner's page script: the prepared story of an id. */
  var __getContext: ((storyId: string) => unknown) | undefined;
}
