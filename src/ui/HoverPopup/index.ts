export { HoverPopup } from './HoverPopup';
