import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Toast } from './Toast';
import { ToastContext, type ToastOptions } from './toastContext';

/**
 * More toasts than this push the oldest out, so the stack never covers the screen.
 * @internal exported for a test only
 */
export const TOAST_STACK_LIMIT = 4;

const Region = styled.section`
  position: fixed;
  top: 16px;
  right: 16px;
  z-index: var(--z-toast);
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
`;

interface ShownToast extends ToastOptions {
  id: number;
}

/**
 * Holds the toast stack of the app (no store needed): `useToast().showToast(...)` from anywhere
 * below. The region is always rendered, so screen readers already watch it when a toast arrives.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...options, id }].slice(-TOAST_STACK_LIMIT));
    return id;
  }, []);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-label="Уведомления">
        {toasts.map(({ id, ...toast }) => (
          <Toast key={id} {...toast} onDismiss={() => dismissToast(id)} />
        ))}
      </Region>
    </ToastContext.Provider>
  );
}
