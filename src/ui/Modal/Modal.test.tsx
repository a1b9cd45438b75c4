import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

afterEach(cleanup);

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal
        open={open}
        title="Настройки"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Сохранить</button>}
      >
        <input aria-label="Название" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));

    const dialog = screen.getByRole('dialog', { name: 'Настройки' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog).toBe(document.activeElement);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBe(document.activeElement);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Название' })).toBe(document.activeElement);
    await user.tab();
    await user.tab();
    // Past the last button focus wraps to the first one, never to the page behind.
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBe(document.activeElement);
  });

  it('closes on Escape, returns focus to the opener and unlocks page scroll', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toBe(document.activeElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
