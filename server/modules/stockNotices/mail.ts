import { escapeHtml, type OutgoingMail } from '../../lib/mail';

/** Where the unsubscribe link of a notice leads (a GET that works without signing in). */
export const stockNoticeUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/stock-notices/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * «Товар снова в наличии»: the mail the shopper asked for with «Сообщить о поступлении». It is no
 * mailing of a topic, so it carries no List-Unsubscribe header; its own link in the body ends
 * this one notice with one click.
 */
export function backInStockMail(notice: {
  to: string;
  productName: string;
  productUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const { productName, productUrl, unsubscribeUrl } = notice;
  const paragraphs = [
    'Здравствуйте!',
    `Товар «${productName}», о поступлении которого вы просили сообщить, снова в наличии.`,
  ];
  const footer =
    'Вы получили это письмо, потому что нажали «Сообщить о поступлении» на сайте магазина. ' +
    'Если товар снова закончится и вернётся, мы напишем ещё раз.';
  return {
    to: notice.to,
    subject: `Снова в наличии: ${productName}`,
    text: [
      ...paragraphs,
      `Посмотреть и купить: ${productUrl}`,
      `${footer}\nБольше не сообщать о поступлении этого товара: ${unsubscribeUrl}`,
    ].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(productUrl)}">Посмотреть и купить</a></p>`,
      `<p style="color:#777;font-size:12px">${escapeHtml(footer)}<br>` +
        `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#777">Больше не сообщать о поступлении этого товара</a></p>`,
    ].join('\n'),
  };
}
