import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDevice } from './useDevice';
import { useScrollY } from './useScrollY';
import { useWindowWidth } from './useWindowWidth';

const resizeTo = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};
const scrollTo = (y: number) => {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

describe('window hooks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
    window.scrollY = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('R-LAYOUT-9: useWindowWidth follows resizes, throttled to 55 ms', () => {
    const { result } = renderHook(() => useWindowWidth());
    expect(result.current).toBe(1280);

    act(() => resizeTo(1000));
    expect(result.current).toBe(1000);

    act(() => {
      resizeTo(800);
      resizeTo(600);
    });
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(54));
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(600);
  });

  it('R-LAYOUT-9: useScrollY follows scrolling, throttled to 50 ms', () => {
    const { result } = renderHook(() => useScrollY());
    expect(result.current).toBe(0);

    act(() => {
      scrollTo(10);
      scrollTo(90);
    });
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(90);
  });

  it('R-LAYOUT-15: useDevice switches from desktop to mobile when the window narrows', () => {
    const { result } = renderHook(() => useDevice());
    expect(result.current).toEqual({ mobile: false, tablet: false, desktop: true });
    act(() => resizeTo(375));
    expect(result.current).toEqual({ mobile: true, tablet: false, desktop: false });
  });

  it('stops listening on unmount', () => {
    const { result, unmount } = renderHook(() => useWindowWidth());
    unmount();
    act(() => resizeTo(500));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(1280);
  });
});
