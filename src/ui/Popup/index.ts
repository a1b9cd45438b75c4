export { Popup, type PopupProps, type PopupTriggerProps } from './Popup';
export { Anchor, PopupPanel } from './PopupPanel';
export { useDismiss } from './useDismiss';
