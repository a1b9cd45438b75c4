// Sign-in and registration (spec §2 "Profile icon", §7 POST /api/user/auth, /api/user/register).
// - `AuthPopup`: the container; render it where something opens it and pass `open` / `onClose`
//   (the header's profile menu does). It closes itself after a successful sign-in or registration.
//   `initialTab: 'forgotPassword'` opens it on the 'Забыли пароль?' form.
// - `AuthPopupView`, `SignInForm`, `RegisterForm`, `ForgotPasswordForm`: presentational parts.
// - Validation and error helpers, and the small-form hook, for other forms of the shop (the
//   cabinet's personal data, the checkout).
export { AuthPopup, type AuthPopupProps } from './components/AuthPopup';
export { contactKind, PASSWORD_MIN_LENGTH, type FieldErrors } from './authValidation';
export { useValidatedForm, type FormHabits } from './useValidatedForm';
export { serverErrorMessage } from './serverErrorMessage';
