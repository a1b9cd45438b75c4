import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@ui/constants';
import { LOADING_BAR_FADE_MS, LOADING_BAR_MAX_PERCENT, LoadingBar } from './LoadingBar';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('R-CONST-4: appears after the 200 ms throttle and creeps up over the 5000 ms default duration', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(5000);
    render(<LoadingBar active />);

    advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    advance(1);
    expect(shown()).toBe(Math.round((200 / 5000) * LOADING_BAR_MAX_PERCENT));

    // Updates come once per throttle step, not in between.
    advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(shown()).toBe(4);
    advance(1);
    expect(shown()).toBe(Math.round((400 / 5000) * LOADING_BAR_MAX_PERCENT));

    advance(2500 - 400);
    // Still the 2400 ms step: 2400 / 5000 of 90 %.
    expect(shown()).toBe(43);
    advance(LOADING_BAR_DURATION_MS);
    expect(shown()).toBe(LOADING_BAR_MAX_PERCENT);
  });

  it('R-CONST-4: fills and fades out when loading ends', () => {
    const { rerender } = render(<LoadingBar active />);
    advance(1000);
    rerender(<LoadingBar active={false} />);
    expect(shown()).toBe(100);
    expect(screen.getByRole('progressbar').getAttribute('data-done')).toBe('true');
    advance(LOADING_BAR_FADE_MS);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('R-CONST-4: a navigation shorter than the throttle never shows the bar', () => {
    const { rerender } = render(<LoadingBar active />);
    advance(150);
    rerender(<LoadingBar active={false} />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes a custom duration', () => {
    render(<LoadingBar active duration={1000} />);
    advance(1000);
    expect(shown()).toBe(LOADING_BAR_MAX_PERCENT);
  });
});
