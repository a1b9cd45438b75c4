import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchPageUrl, SUGGEST_DEBOUNCE_MS } from './searchUrls';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the typed text only after a 250 ms pause', () => {
    const { result, rerender } = renderHook(
      ({ value }) => useDebouncedValue(value, SUGGEST_DEBOUNCE_MS),
      {
        initialProps: { value: 'ал' },
      },
    );
    rerender({ value: 'алм' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'алма' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('ал');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('алма');
  });
});

describe('searchPageUrl', () => {
  it('puts the trimmed query into /search/?q=', () => {
    expect(searchPageUrl('  алмазная мозаика ')).toBe(
      '/search/?q=%D0%B0%D0%BB%D0%BC%D0%B0%D0%B7%D0%BD%D0%B0%D1%8F%20%D0%BC%D0%BE%D0%B7%D0%B0%D0%B8%D0%BA%D0%B0',
    );
  });
});
