import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function DeleteRow() {
  const confirm = useConfirm();
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setResult((await confirm('Удалить привязку?')) ? 'удалено' : 'оставлено')
        }
      >
        Удалить
      </button>
      <output>{result}</output>
    </>
  );
}

function renderScreen() {
  render(
    <ConfirmProvider>
      <DeleteRow />
    </ConfirmProvider>,
  );
}

describe('useConfirm', () => {
  it('resolves true when the user agrees', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить привязку?' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('удалено')).toBeTruthy();
  });

  it('resolves false on Escape and starts with focus on the cancel button', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(screen.getByRole('button', { name: 'Отмена' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('оставлено')).toBeTruthy();
  });

  it('throws a clear error without a provider', () => {
    // React reports the thrown render error on the console as well; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DeleteRow />)).toThrow('useConfirm() needs a <ConfirmProvider> above it.');
  });
});
