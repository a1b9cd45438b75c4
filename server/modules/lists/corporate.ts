import type { Queryable } from '../../lib/db/types';
import { badRequest } from '../../lib/errors';
import { insertCorporateRequest } from './queries';

/** openapi.yaml `CorporateRequest` (lengths and formats are checked by the schema). */
export interface CorporateRequestInput {
  name: string;
  phone?: string;
  email?: string;
  text?: string;
}

export const CORPORATE_THANKS = 'Спасибо! Мы свяжемся с вами в течение рабочего дня.';

/** Stores a corporate gift request; a manager needs a phone or an e-mail to answer it. */
export async function sendCorporateRequest(
  db: Queryable,
  input: CorporateRequestInput,
): Promise<{ id: number; message: string }> {
  const name = input.name.trim();
  const phone = input.phone?.trim() ?? '';
  const email = input.email?.trim().toLowerCase() ?? '';
  if (!name) throw badRequest('Не заполнено поле «Имя»', 'VALIDATION');
  if (!phone && !email) throw badRequest('Укажите телефон или электронную почту', 'VALIDATION');
  const id = await insertCorporateRequest(db, {
    name,
    phone,
    email,
    text: input.text?.trim() ?? '',
  });
  return { id, message: CORPORATE_THANKS };
}
