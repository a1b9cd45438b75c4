import { contactKind, PASSWORD_MIN_LENGTH, type FieldErrors } from '@features/auth';

/** The texts of the personal data forms' checks (issue 15 point 5). */
const PRIVATE_ERRORS = {
  nameRequired: 'Укажите имя',
  contactRequired: 'Укажите почту или телефон',
  emailFormat: 'Электронная почта указана неверно',
  phoneFormat: 'Телефон указан неверно',
  oldPasswordRequired: 'Введите старый пароль',
  newPasswordRequired: 'Введите новый пароль',
  passwordTooShort: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`,
  passwordsDiffer: 'Пароли не совпадают',
  addressTooShort: 'Укажите адрес: город, улицу и дом',
} as const;

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

/** openapi.yaml ProfileUpdate: a name, and an e-mail or a phone (or both), each well formed. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = {};
  if (!values.name.trim()) errors.name = PRIVATE_ERRORS.nameRequired;
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!email && !phone) errors.email = PRIVATE_ERRORS.contactRequired;
  if (email && contactKind(email) !== 'email') errors.email = PRIVATE_ERRORS.emailFormat;
  if (phone && contactKind(phone) !== 'phone') errors.phone = PRIVATE_ERRORS.phoneFormat;
  return errors;
}

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/**
 * A new password, typed twice. The shop's registration rule (8 characters) holds for every
 * password the shopper chooses.
 */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordValues> {
  if (!values.password) return { password: PRIVATE_ERRORS.newPasswordRequired };
  if (values.password.length < PASSWORD_MIN_LENGTH)
    return { password: PRIVATE_ERRORS.passwordTooShort };
  return values.repeat === values.password ? {} : { repeat: PRIVATE_ERRORS.passwordsDiffer };
}

export interface PasswordChangeValues extends NewPasswordValues {
  oldPassword: string;
}

/** The password change asks for the old password first (issue 15 point 5). */
export function validatePasswordChange(
  values: PasswordChangeValues,
): FieldErrors<PasswordChangeValues> {
  return {
    ...(values.oldPassword ? {} : { oldPassword: PRIVATE_ERRORS.oldPasswordRequired }),
    ...validateNewPassword(values),
  };
}

// openapi.yaml DeliveryAddressText: 5 to 300 characters.
const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 300;

export function validateAddress(values: { address: string }): FieldErrors<{ address: string }> {
  return values.address.trim().length < ADDRESS_MIN_LENGTH
    ? { address: PRIVATE_ERRORS.addressTooShort }
    : {};
}
