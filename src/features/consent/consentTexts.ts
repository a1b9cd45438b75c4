import { CONSENT_REQUIRED } from '@shared';

/**
 * Texts of the consent box (issue 27 point 5). The label's last words link the consent document;
 * the refusal is the server's own (packages/shared), so the box and the 400 answer say the same.
 */
export const CONSENT_TEXTS = {
  before: 'Я даю согласие на обработку ',
  link: 'персональных данных',
  required: CONSENT_REQUIRED,
} as const;
