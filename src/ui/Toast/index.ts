export { Toast, TOAST_DURATION_MS, type ToastProps, type ToastVariant } from './Toast';
export { ToastProvider, TOAST_STACK_LIMIT } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastOptions } from './toastContext';
