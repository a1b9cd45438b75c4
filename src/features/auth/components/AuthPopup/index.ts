export { AuthPopup, type AuthPopupProps } from './AuthPopup';
export { AuthPopupView, type AuthPopupViewProps, type AuthTab } from './AuthPopupView';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
