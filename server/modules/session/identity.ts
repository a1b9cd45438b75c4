/**
 * How users are identified: by e-mail (stored lower-cased) or by phone (stored as '+' and digits,
 * Russian numbers as '+7XXXXXXXXXX', docs/data-model.md "users").
 */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** '8 (900) 123-45-67', '+7 900 1234567' and '9001234567' all give '+79001234567'; junk gives null. */
export function normalizePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+7${digits}`;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')))
    return `+7${digits.slice(1)}`;
  if (digits.length >= 11 && digits.length <= 15) return `+${digits}`;
  return null;
}

export type Login = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** The sign-in form has one field for both: anything with '@' is an e-mail. */
export function parseLogin(login: string): Login | null {
  if (login.includes('@')) return { kind: 'email', value: normalizeEmail(login) };
  const phone = normalizePhone(login);
  return phone ? { kind: 'phone', value: phone } : null;
}
