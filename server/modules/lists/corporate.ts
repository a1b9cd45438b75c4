import type { Queryable } from '../../lib/db/types';
import { badRequest } from '../../lib/errors';
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

/**
 * `/korporativnye-podarki-raskraski-po-nomeram/` (type corporate): the editors' texts come from its
 * `pages` row; the type tells the shop to draw the request form under them (issue 9 point 19).
 */
export async function corporatePage({ page }: PageContext): Promise<ResolvedPage<null> | null> {
  return page > 1 ? null : { title: 'Корпоративные подарки' };
}
