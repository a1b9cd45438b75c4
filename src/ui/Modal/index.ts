export { Modal, type ModalProps } from './Modal';
export { Backdrop } from './Backdrop';
export { CloseButton, type CloseButtonProps } from './CloseButton';
export { useDialogLayer } from './useDialogLayer';
export { useFocusTrap } from './useFocusTrap';
export { usePresence, type PresenceState } from './usePresence';
export { useScrollLock } from './useScrollLock';
export { prefersReducedMotion } from './prefersReducedMotion';
