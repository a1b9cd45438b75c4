export { Anchor, PopupPanel } from './PopupPanel';
export { useDismiss } from './useDismiss';
