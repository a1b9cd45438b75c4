/**
 * A Russian phone as a shopper reads and writes it (issue 26 point 8): «+7 (912) 345-67-89» for
 * what the shop stores as «+79123456789» (or «89123456789»). Anything else, a foreign number
 * say, is shown as it was given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const russian = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (!russian || digits.length !== 11) return phone;
  const [, code, first, second, third] = russian;
  return `+7 (${code}) ${first}-${second}-${third}`;
}
