import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popup } from './Popup';

afterEach(cleanup);

function CityChooser({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popup
        label="Выбор города"
        onOpenChange={onOpenChange}
        trigger={(props) => (
          <button type="button" {...props}>
            Москва
          </button>
        )}
      >
        {(close) => (
          <button type="button" onClick={close}>
            Казань
          </button>
        )}
      </Popup>
      <p>Каталог</p>
    </>
  );
}

describe('Popup', () => {
  it('toggles below its trigger on click and reports it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<CityChooser onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Москва' });
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Выбор города' }).id).toBe(
      trigger.getAttribute('aria-controls'),
    );
    await user.click(screen.getByRole('button', { name: 'Казань' }));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<CityChooser />);
    await user.click(screen.getByRole('button', { name: 'Москва' }));
    await user.click(screen.getByText('Каталог'));
    expect(screen.getByRole('button', { name: 'Москва' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('closes on Escape and puts focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(<CityChooser />);
    await user.click(screen.getByRole('button', { name: 'Москва' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Казань' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Москва' })).toBe(document.activeElement);
  });
});
