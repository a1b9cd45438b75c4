import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from './Toast';
import { TOAST_STACK_LIMIT, ToastProvider } from './ToastProvider';
import { useToast } from './useToast';
import type { ToastOptions } from './toastContext';

const saved: ToastOptions = {
  variant: 'success',
  title: 'Успешно сохранено!',
  text: 'Настройки успешно сохранены.',
};
const failed: ToastOptions = {
  variant: 'error',
  title: 'Не удалось сохранить!',
  text: 'Попробуйте ещё раз или обратитесь к администратору.',
};

function SaveButton({ toast }: { toast: ToastOptions }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(toast)}>
      Сохранить
    </button>
  );
}

function renderWith(toast: ToastOptions) {
  render(
    <ToastProvider>
      <SaveButton toast={toast} />
    </ToastProvider>,
  );
  return () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a success toast politely (role status) and removes it after its time', () => {
    const save = renderWith(saved);
    save();
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Успешно сохранено!');
    expect(toast.textContent).toContain('Настройки успешно сохранены.');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error as an alert', () => {
    renderWith(failed)();
    expect(screen.getByRole('alert').textContent).toContain('Не удалось сохранить!');
  });

  it('pauses the countdown while the pointer rests on it', () => {
    renderWith(saved)();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.queryByRole('status')).not.toBeNull();

    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1001));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes on its close button', () => {
    renderWith(failed)();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stacks toasts and drops the oldest beyond the limit', () => {
    const save = renderWith(saved);
    for (let i = 0; i <= TOAST_STACK_LIMIT; i++) save();
    expect(screen.getAllByRole('status')).toHaveLength(TOAST_STACK_LIMIT);
  });
});
