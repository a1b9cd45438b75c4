import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { STATE_WAIT_MS } from './stateWait';

configure({ asyncUtilTimeout: STATE_WAIT_MS });

/**
 * `vi.waitFor` with the same wait as Testing Library's (its own default is one second). Fake
 * timers stay advanced as `vi.waitFor` advances them.
 */
export const waitForState = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: STATE_WAIT_MS });
