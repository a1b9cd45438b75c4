import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmContext, type ConfirmOptions } from './confirmContext';

/** Hosts the one confirm dialog of a screen tree; `useConfirm()` asks through it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept after the answer, so the question stays readable during the leave motion.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '' });
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolveRef.current?.(value);
    resolveRef.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback(
    (question: string | ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A new question answers an unanswered older one with "no".
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setOptions(typeof question === 'string' ? { title: question } : question);
        setOpen(true);
      }),
    [],
  );

  const value = useMemo(() => ({ confirm }), [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={open}
        title={options.title}
        text={options.text}
        confirmLabel={options.confirmLabel}
        cancelLabel={options.cancelLabel}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </ConfirmContext.Provider>
  );
}
