import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountBadge, countBadgeText } from './CountBadge';

describe('CountBadge', () => {
  afterEach(cleanup);

  it('renders nothing at 0, so the header shows no badge for an empty favorites list', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the count, and 99+ above 99', () => {
    expect(render(<CountBadge count={7} />).container.textContent).toBe('7');
    expect(countBadgeText(99)).toBe('99');
    expect(countBadgeText(100)).toBe('99+');
    expect(countBadgeText(12, 9)).toBe('9+');
  });

  it('hides for negative and NaN counts', () => {
    expect(countBadgeText(-1)).toBeNull();
    expect(countBadgeText(Number.NaN)).toBeNull();
  });
});
