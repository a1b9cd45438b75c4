// jest-image-snapshot ships no types; this is the part .storybook/test-runner.ts uses.
declare module 'jest-image-snapshot' {
  export interface MatchImageSnapshotOptions {
    customSnapshotsDir?: string;
    customSnapshotIdentifier?: string;
    customDiffDir?: string;
    customDiffConfig?: { threshold?: number };
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    runInProcess?: boolean;
  }
  export const toMatchImageSnapshot: (
    this: unknown,
    received: Buffer,
    options?: MatchImageSnapshotOptions,
  ) => { pass: boolean; message: () => string };
}
