export { AuthPopup, type AuthPopupProps } from './AuthPopup';
export {
  AuthPopupView,
  type AuthPopupViewProps,
  type AuthStart,
  type AuthTab,
} from './AuthPopupView';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
