import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Collapse } from './Collapse';

afterEach(cleanup);

describe('Collapse', () => {
  it('toggles its body with a button that carries aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Collapse title="Цвет" onOpenChange={onOpenChange}>
        <label>
          <input type="checkbox" /> Красный
        </label>
      </Collapse>,
    );
    const toggle = screen.getByRole('button', { name: 'Цвет' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.textContent).toContain('Красный');
    expect(body?.getAttribute('data-open')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body?.getAttribute('data-open')).toBe('true');
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('follows the open prop when controlled', () => {
    render(
      <Collapse title="Размер" open>
        40x50
      </Collapse>,
    );
    expect(screen.getByRole('button', { name: 'Размер' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
