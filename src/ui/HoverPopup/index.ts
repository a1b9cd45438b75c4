export {
  HoverPopup,
  HOVER_CLOSE_DELAY_MS,
  type HoverPopupProps,
  type HoverPopupTriggerProps,
} from './HoverPopup';
