import { createContext } from 'react';

export interface ConfirmOptions {
  /** The question, e.g. 'Удалить?'. */
  title: string;
  /** Optional explanation under it. */
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ConfirmApi {
  /** Shows the question; resolves true when the user agrees, false otherwise. */
  confirm: (question: string | ConfirmOptions) => Promise<boolean>;
}

export const ConfirmContext = createContext<ConfirmApi | null>(null);
