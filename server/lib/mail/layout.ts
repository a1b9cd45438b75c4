import { escapeHtml } from '../html';
import type { OutgoingMail } from './outbox';

/** 'Здравствуйте, Анна!', or 'Здравствуйте!' without a name. */
export const greeting = (name: string) => `Здравствуйте${name ? `, ${name}` : ''}!`;

export interface ShopperMail {
  to: string;
  subject: string;
  /** Paragraphs of plain text; a line break inside one stays a line break. */
  paragraphs: string[];
  /** The one thing to open, after the paragraphs. */
  link: { url: string; text: string };
  /** Small print at the end: why the shopper gets this mail. */
  footer: string;
  /** The link that unsubscribes from every mailing (`unsubscribeUrl`), under the footer. */
  unsubscribeLink?: string;
}

/**
 * The layout of the shop's mail to a shopper: the same content as plain text and as HTML. It
 * shows the unsubscribe link in the body only: the List-Unsubscribe header belongs to a mailing
 * of a topic, which adds `unsubscribeUrl` itself (docs/operations.md "Mail").
 */
export function shopperMail(mail: ShopperMail): OutgoingMail {
  const { link, footer, unsubscribeLink } = mail;
  const text = [
    ...mail.paragraphs,
    `${link.text}: ${link.url}`,
    unsubscribeLink ? `${footer}\nОтписаться от рассылок: ${unsubscribeLink}` : footer,
  ].join('\n\n');
  const html = [
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(footer)}${
      unsubscribeLink
        ? `<br><a href="${escapeHtml(unsubscribeLink)}" style="color:#777">Отписаться от рассылок</a>`
        : ''
    }</p>`,
  ].join('\n');
  return { to: mail.to, subject: mail.subject, text, html };
}
