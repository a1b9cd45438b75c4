import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('R-LAYOUT-9: calls at once, then once per window with the latest arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 50);

    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);

    vi.advanceTimersByTime(49);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('R-LAYOUT-9: a steady stream of events is handled at most once per 50 ms', () => {
    const calledAt: number[] = [];
    const t = throttle(() => calledAt.push(Date.now()), 50);
    const start = Date.now();
    for (let ms = 0; ms < 500; ms += 5) {
      t();
      vi.advanceTimersByTime(5);
    }
    const gaps = calledAt.slice(1).map((at, i) => at - calledAt[i]!);
    expect(gaps.every((gap) => gap >= 50)).toBe(true);
    // Leading call at 0 ms, then one per window up to the trailing call at 500 ms.
    expect(calledAt.map((at) => at - start)).toEqual([
      0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500,
    ]);
  });

  it('calls at once again after a quiet window', () => {
    const fn = vi.fn();
    const t = throttle(fn, 50);
    t('a');
    vi.advanceTimersByTime(100);
    t('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 50);
    t('a');
    t('b');
    t.cancel();
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});
