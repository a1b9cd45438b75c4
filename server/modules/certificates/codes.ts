import { randomInt } from 'node:crypto';

/**
 * Letters and digits a person reads off a mail without doubt: no 0/O, 1/I/L. 31 signs, so the 12
 * of a code are 59 random bits: guessing one of even a million issued codes takes about 10^12
 * tries, against the certificate check's limit per address.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const PREFIX = 'HOBBY';

/** A new random code, `HOBBY-XXXX-XXXX-XXXX` (crypto-strong). */
export function newCertificateCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return [PREFIX, ...groups].join('-');
}

/**
 * The code as stored, from what a shopper typed: any case, spaces or dashes anywhere, with or
 * without the prefix. Null when it cannot be a code at all (then no query is made).
 */
export function canonicalCode(typed: string): string | null {
  const signs = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const body = signs.startsWith(PREFIX) ? signs.slice(PREFIX.length) : signs;
  if (body.length !== GROUPS * GROUP_LENGTH) return null;
  const groups = body.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g')) ?? [];
  return [PREFIX, ...groups].join('-');
}
