import { useContext } from 'react';
import { ToastContext } from './toastContext';

/**
 * `const { showToast } = useToast(); showToast({ variant: 'success', title: 'Успешно сохранено!',
 * text: 'Настройки успешно сохранены.' })`. Needs a `ToastProvider` above (the app root has one).
 */
export function useToast() {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
