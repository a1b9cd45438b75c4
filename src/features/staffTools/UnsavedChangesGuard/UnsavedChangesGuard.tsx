import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from '@ui/ConfirmDialog';

/** Issue 25 point 7: the question before a staff screen with unsaved edits is left. */
const LEAVE_QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';

/**
 * Keeps a staff screen's unsaved edits from being lost by leaving it: an in-app link asks
 * LEAVE_QUESTION in the shop's dialog, a reload or a closed tab gets the browser's own prompt
 * (browsers show their own text there, not the page's). Render it once in the screen's container.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  // A move within the page (a hash) leaves nothing; another path or query opens another screen.
  const leaves = useCallback<BlockerFunction>(
    ({ currentLocation: from, nextLocation: to }) =>
      dirty && (from.pathname !== to.pathname || from.search !== to.search),
    [dirty],
  );
  const blocker = useBlocker(leaves);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_QUESTION}
      confirmLabel="Уйти"
      cancelLabel="Остаться"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
