import { AUTH_ERRORS } from './authTexts';

/** openapi.yaml RegisterRequest: password minLength 8. */
export const PASSWORD_MIN_LENGTH = 8;

// openapi.yaml RegisterRequest.phone pattern; the server also takes 10 to 15 digits (identity.ts).
const PHONE_PATTERN = /^\+?[0-9 ()-]{10,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a login is an e-mail or a phone; as on the server, anything with '@' is an e-mail. */
export function contactKind(login: string): 'email' | 'phone' | null {
  const value = login.trim();
  if (value.includes('@')) return EMAIL_PATTERN.test(value) ? 'email' : null;
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 10 && digits <= 15 ? 'phone' : null;
}

export interface SignInValues {
  login: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  login: string;
  password: string;
  consent: boolean;
}

/** Field name → message; an empty object means the form may be sent. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

function loginError(login: string): string | undefined {
  if (!login.trim()) return AUTH_ERRORS.loginRequired;
  return contactKind(login) ? undefined : AUTH_ERRORS.loginFormat;
}

export function validateSignIn({ login, password }: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  const loginProblem = loginError(login);
  if (loginProblem) errors.login = loginProblem;
  if (!password) errors.password = AUTH_ERRORS.passwordRequired;
  return errors;
}

export function validateRegistration(values: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  if (!values.name.trim()) errors.name = AUTH_ERRORS.nameRequired;
  const loginProblem = loginError(values.login);
  if (loginProblem) errors.login = loginProblem;
  if (!values.password) errors.password = AUTH_ERRORS.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = AUTH_ERRORS.passwordTooShort;
  if (!values.consent) errors.consent = AUTH_ERRORS.consentRequired;
  return errors;
}

export interface ForgotPasswordValues {
  email: string;
}

/** 'Забыли пароль?' takes an e-mail only: the link goes by mail. */
export function validateForgotPassword({
  email,
}: ForgotPasswordValues): FieldErrors<ForgotPasswordValues> {
  if (!email.trim()) return { email: AUTH_ERRORS.emailRequired };
  return contactKind(email) === 'email' ? {} : { email: AUTH_ERRORS.emailFormat };
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
