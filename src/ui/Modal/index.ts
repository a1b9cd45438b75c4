export { Modal } from './Modal';
export { Backdrop } from './Backdrop';
export { CloseButton } from './CloseButton';
export { useDialogLayer } from './useDialogLayer';
export { usePresence } from './usePresence';
export { prefersReducedMotion } from './prefersReducedMotion';
