import type { Db } from '../../lib/db/types';
import { badRequest } from '../../lib/errors';
import { recordConsent } from '../consents';
import type { PageContext, ResolvedPage } from '../page';
import { insertCorporateRequest } from './queries';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `CorporateRequest` (lengths and formats are checked by the schema). */
export type CorporateRequestInput = Schema<'CorporateRequest'>;

declare module '../page/types' {
  interface PageDataByType {
    /** openapi.yaml `PlainPage`: the editors' texts and the form the type asks for. */
    corporate: null;
  }
}

const CORPORATE_THANKS = 'Спасибо! Мы свяжемся с вами в течение рабочего дня.';

/**
 * Stores a corporate gift request; a manager needs a phone or an e-mail to answer it. The request
 * and its consent to personal data processing (issue 27 point 5) commit together.
 */
export async function sendCorporateRequest(
  db: Db,
  input: CorporateRequestInput,
  /** The signed-in shopper who sent it, if any. */
  userId: number | null,
): Promise<{ id: number; message: string }> {
  const name = input.name.trim();
  const phone = input.phone?.trim() ?? '';
  const email = input.email?.trim().toLowerCase() ?? '';
  if (!name) throw badRequest('Не заполнено поле «Имя»', 'VALIDATION');
  if (!phone && !email) throw badRequest('Укажите телефон или электронную почту', 'VALIDATION');
  const id = await db.transaction(async (tx) => {
    const requestId = await insertCorporateRequest(tx, {
      name,
      phone,
      email,
      text: input.text?.trim() ?? '',
    });
    await recordConsent(tx, {
      form: 'corporate',
      consent: input.consent,
      userId,
      email: email || null,
      phone: phone || null,
      subjectId: requestId,
    });
    return requestId;
  });
  return { id, message: CORPORATE_THANKS };
}

/**
 * `/korporativnye-podarki-raskraski-po-nomeram/` (type corporate): the editors' texts come from its
 * `pages` row; the type tells the shop to draw the request form under them (issue 9 point 19).
 */
export async function corporatePage({ page }: PageContext): Promise<ResolvedPage<null> | null> {
  return page > 1 ? null : { title: 'Корпоративные подарки' };
}
