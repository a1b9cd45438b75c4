import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  afterEach(cleanup);

  it('is named for screen readers when it has a title', () => {
    render(<Icon name="heart" title="В избранное" />);
    expect(screen.getByRole('img', { name: 'В избранное' }).getAttribute('viewBox')).toBe(
      '0 0 24 24',
    );
  });

  it('is hidden from screen readers without a title', () => {
    const { container } = render(<Icon name="basket" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
