import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { OVERLAY_ENTER_MS, OVERLAY_LEAVE_MS } from '@ui/constants';
import { LoadingOverlay } from './LoadingOverlay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingOverlay', () => {
  it('R-CONST-4: fades in over 60 ms and stays 300 ms for its fade-out', () => {
    expect([OVERLAY_ENTER_MS, OVERLAY_LEAVE_MS]).toEqual([60, 300]);
    const { rerender } = render(<LoadingOverlay visible label="Загрузка товаров" />);
    expect(screen.getByRole('status', { name: 'Загрузка товаров' })).toBeTruthy();
    const veilClass = document.querySelector('[data-state="open"]')!.classList;
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules, (r) => r.cssText),
    );
    const veilRules = rules.filter((rule) =>
      Array.from(veilClass).some((name) => rule.includes(`.${name}`)),
    );
    expect(veilRules.join('\n')).toMatch(/animation: \S+ 60ms ease-out/);
    expect(veilRules.join('\n')).toMatch(
      /\[data-state='closing'\][^{]*\{[^}]*animation: \S+ 300ms ease-in forwards/,
    );

    rerender(<LoadingOverlay visible={false} label="Загрузка товаров" />);
    // The veil leaves over 300 ms; the spinner is no longer announced as loading.
    expect(screen.queryByRole('status')).toBeNull();
    const veil = document.querySelector('[data-state="closing"]');
    expect(veil).not.toBeNull();
    act(() => vi.advanceTimersByTime(OVERLAY_LEAVE_MS - 1));
    expect(document.querySelector('[data-state="closing"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[data-state]')).toBeNull();
  });
});
