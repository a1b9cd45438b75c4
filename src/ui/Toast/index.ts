export { ToastProvider } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastOptions } from './toastContext';
