export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider } from './ConfirmProvider';
export { useConfirm } from './useConfirm';
export type { ConfirmOptions } from './confirmContext';
