import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '@ui/Modal';
import { Drawer } from './Drawer';

afterEach(cleanup);

function MobileMenu({ withDialog = false }: { withDialog?: boolean }) {
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Каталог
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Каталог товаров">
        <a href="/shop/">Все товары</a>
        {withDialog && (
          <button type="button" onClick={() => setDialogOpen(true)}>
            Город
          </button>
        )}
      </Drawer>
      <Modal open={dialogOpen} onClose={() => setDialogOpen(false)} title="Выберите город" />
    </>
  );
}

describe('Drawer', () => {
  it('R-NAV-3: opening the mobile catalogue menu locks page scroll and closing restores it', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Каталог' }));

    expect(screen.getByRole('dialog', { name: 'Каталог товаров' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('R-NAV-3: a dialog over the menu keeps the lock until both are closed; Escape closes only the top one', async () => {
    const user = userEvent.setup();
    render(<MobileMenu withDialog />);
    await user.click(screen.getByRole('button', { name: 'Каталог' }));
    await user.click(screen.getByRole('button', { name: 'Город' }));

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Выберите город' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Каталог товаров' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });
});
