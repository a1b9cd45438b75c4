import { randomBytes } from 'node:crypto';
import type { Db } from '../../lib/db';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordConsent } from '../consents';
import { queueMail } from '../../lib/mail';
import { productUrl } from '../../lib/productLinks';
import { backInStockMail, stockNoticeUnsubscribeUrl } from './mail';
import { claimDueNotices, deleteNoticeByToken, insertNotice } from './queries';

const EMAIL_NEEDED = 'Укажите электронную почту, на которую сообщить о поступлении';
const ALREADY_IN_STOCK = 'Товар уже в наличии: его можно положить в корзину';

/**
 * Remembers `email` for the product's return (issue 26 point 3). Only an out-of-stock product
 * takes a notice; the same address twice is stored once and answered alike. Each sending keeps
 * its consent to personal data processing (issue 27 point 5) in the notice's transaction.
 */
export async function subscribe(
  db: Db,
  notice: { productId: number; email: string | null; consent: boolean | undefined },
  subscriber: { userId: number | null; origin: string },
): Promise<{ email: string }> {
  const { productId, email } = notice;
  if (!email) throw badRequest(EMAIL_NEEDED);
  // The unsubscribe link's secret, as unguessable as users.mail_token (32 random bytes).
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const added = await insertNotice(tx, productId, email, { token, origin: subscriber.origin });
    if (added === null) throw notFound('Товар не найден');
    if (added.stock > 0) throw conflict(ALREADY_IN_STOCK);
    await recordConsent(tx, {
      form: 'stock_notice',
      consent: notice.consent,
      userId: subscriber.userId,
      email,
      subjectId: added.noticeId,
    });
  });
  return { email };
}

/** Ends a notice from its mail's link; answers where to send the shopper. */
export async function unsubscribe(db: Db, token: string): Promise<string> {
  const product = await deleteNoticeByToken(db, token);
  return product
    ? `${productUrl(product.section_code, product.code)}?stock_notice=off`
    : '/?stock_notice=unknown';
}

/** Notices mailed per transaction of the sweep. */
const SWEEP_BATCH = 200;

/**
 * Queues one mail per due notice (the trigger of migration 024 marks them when a product's stock
 * goes from 0 to above 0), batch by batch, each batch with its mails in one transaction: a crash
 * leaves the rest due, and no notice is mailed twice. Answers how many mails were queued.
 */
export async function mailDueNotices(db: Db): Promise<number> {
  let queued = 0;
  for (;;) {
    const { claimed, mailed } = await db.transaction(async (tx) => {
      const notices = await claimDueNotices(tx, SWEEP_BATCH);
      const back = notices.filter((notice) => notice.back);
      for (const notice of back)
        await queueMail(
          tx,
          backInStockMail({
            to: notice.email,
            productName: notice.name,
            productUrl: `${notice.origin}${productUrl(notice.section_code, notice.code)}`,
            unsubscribeUrl: stockNoticeUnsubscribeUrl(notice.origin, notice.token),
          }),
        );
      return { claimed: notices.length, mailed: back.length };
    });
    queued += mailed;
    if (claimed < SWEEP_BATCH) return queued;
  }
}
