import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

afterEach(cleanup);

const hint = 'Код свойства, по которому строится адрес страницы фильтра';

function InfoButton() {
  return (
    <Tooltip content={hint}>
      {(props) => (
        <button type="button" aria-label="Подсказка" {...props}>
          i
        </button>
      )}
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('describes its element on keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<InfoButton />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Подсказка' });
    expect(screen.getByRole('tooltip').textContent).toBe(hint);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<InfoButton />);
    const button = screen.getByRole('button', { name: 'Подсказка' });
    await user.hover(button);
    expect(screen.getByRole('tooltip').textContent).toBe(hint);
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
