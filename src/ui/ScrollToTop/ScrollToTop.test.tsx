import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SCROLL_TO_TOP_AFTER_PX, ScrollToTop } from './ScrollToTop';

function scrollPageTo(y: number) {
  act(() => {
    // Writable as jsdom's own: the next test file of the worker sets it by assignment.
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  scrollPageTo(0);
});

describe('ScrollToTop', () => {
  it('appears after scrolling down and scrolls smoothly back to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Наверх' })).toBeNull();

    scrollPageTo(SCROLL_TO_TOP_AFTER_PX + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
