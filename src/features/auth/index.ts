// Sign-in and registration (spec §2 "Profile icon", §7 POST /api/user/auth, /api/user/register).
// - `AuthPopup`: the container; render it where something opens it and pass `open` / `onClose`
//   (the header's profile menu does). It closes itself after a successful sign-in or registration.
// - `AuthPopupView`, `SignInForm`, `RegisterForm`: presentational parts (stories).
// - Validation and error helpers for other forms that take an e-mail or phone.
export {
  AuthPopup,
  AuthPopupView,
  SignInForm,
  RegisterForm,
  type AuthPopupProps,
  type AuthPopupViewProps,
  type AuthTab,
  type SignInFormProps,
  type RegisterFormProps,
} from './components/AuthPopup';
export { AUTH_TEXTS, AUTH_ERRORS } from './authTexts';
export {
  contactKind,
  validateSignIn,
  validateRegistration,
  PASSWORD_MIN_LENGTH,
  type SignInValues,
  type RegisterValues,
} from './authValidation';
export { serverErrorMessage } from './serverErrorMessage';
