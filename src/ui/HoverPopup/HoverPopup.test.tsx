import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoverPopup } from './HoverPopup';

afterEach(cleanup);

function ProfileMenu() {
  return (
    <>
      <HoverPopup
        label="Профиль"
        trigger={(props) => (
          <button type="button" {...props}>
            Профиль
          </button>
        )}
      >
        <p>Вы не авторизованы</p>
        <button type="button">Войти или зарегистрироваться</button>
      </HoverPopup>
      <a href="/favorites/">Избранное</a>
    </>
  );
}

describe('HoverPopup', () => {
  it('opens on hover and stays open while the pointer moves into the panel', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    const trigger = screen.getByRole('button', { name: 'Профиль' });
    await user.hover(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await user.unhover(trigger);
    await user.hover(screen.getByText('Вы не авторизованы'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('group', { name: 'Профиль' })).toBeTruthy();

    await user.unhover(screen.getByText('Вы не авторизованы'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Профиль' })).toBeNull());
  });

  it('opens on keyboard focus, lets Tab reach the panel and closes when focus leaves', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    await user.tab();
    expect(screen.getByText('Вы не авторизованы')).toBeTruthy();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Войти или зарегистрироваться' })).toBe(
      document.activeElement,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Профиль' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('issue 11 point 1: stays closed when a closing dialog hands focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    const trigger = screen.getByRole('button', { name: 'Профиль' });
    // The shopper clicked the dialog's submit button; the dialog then refocuses its opener.
    await user.click(screen.getByRole('link', { name: 'Избранное' }));
    act(() => trigger.focus());
    expect(trigger).toBe(document.activeElement);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus from the panel to the trigger', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Escape}');
    const trigger = screen.getByRole('button', { name: 'Профиль' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger).toBe(document.activeElement);
  });
});
