import type { CorporateRequest } from '@features/api';

/** The form's fields as typed. */
export interface CorporateValues {
  name: string;
  phone: string;
  email: string;
  text: string;
}

export type CorporateErrors = Partial<Record<keyof CorporateValues, string>>;

// openapi.yaml `CorporateRequest`: the server checks the same, these catch it before sending.
const PHONE = /^\+?[0-9 ()-]{10,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CORPORATE_NAME_MAX = 200;
export const CORPORATE_TEXT_MAX = 5000;

/** Field errors in Russian: a name, and a phone or an e-mail a manager can answer. */
export function validateCorporate(values: CorporateValues): CorporateErrors {
  const errors: CorporateErrors = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!values.name.trim()) errors.name = 'Укажите имя';
  if (phone && !PHONE.test(phone))
    errors.phone = 'Укажите телефон из 10–20 цифр, например +7 900 123-45-67';
  if (email && !EMAIL.test(email)) errors.email = 'Укажите почту вида name@example.ru';
  if (!phone && !email) errors.phone = 'Укажите телефон или электронную почту';
  return errors;
}

/** The request body: trimmed, empty optional fields left out; sent once the consent is ticked. */
export function corporateRequestOf(values: CorporateValues): CorporateRequest {
  const optional = (value: string) => value.trim() || undefined;
  return {
    name: values.name.trim(),
    phone: optional(values.phone),
    email: optional(values.email),
    text: optional(values.text),
    consent: true,
  };
}
