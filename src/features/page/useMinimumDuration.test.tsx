import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FETCH_MIN_DELAY_MS } from './useMinimumDuration';
import { useMinimumDuration } from './useMinimumDuration';

describe('useMinimumDuration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('R-PAGE-9: a pending state that ends at once still shows for 200 ms', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(false);
    rerender({ active: true });
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(FETCH_MIN_DELAY_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('a long pending state lasts as long as it is pending', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
