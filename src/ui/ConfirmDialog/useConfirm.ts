import { useContext } from 'react';
import { ConfirmContext } from './confirmContext';

/**
 * `const confirm = useConfirm(); if (await confirm('Удалить?')) remove();`
 * Needs a `ConfirmProvider` above (the admin layout puts one there).
 */
export function useConfirm() {
  const api = useContext(ConfirmContext);
  if (!api) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return api.confirm;
}
