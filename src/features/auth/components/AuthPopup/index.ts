export { AuthPopup, type AuthPopupProps } from './AuthPopup';
