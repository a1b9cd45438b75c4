import { createContext } from 'react';
import type { ToastVariant } from './Toast';

export interface ToastOptions {
  title: string;
  text?: string;
  variant?: ToastVariant;
  /** Overrides TOAST_DURATION_MS; 0 keeps the toast until closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  showToast: (options: ToastOptions) => number;
  /** Removes a toast before its time. */
  dismissToast: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
