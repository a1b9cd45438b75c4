import { escapeHtml, greeting, type OutgoingMail } from '../shared';

/**
 * The cabinet's page that opens the 'new password' form for the token. `first` marks the link of
 * an account that never had a password, so the page says «задать», not «восстановить».
 */
export const resetPageUrl = (publicUrl: string, token: string, first: boolean) =>
  `${publicUrl}/personal/private/?reset=${encodeURIComponent(token)}${first ? '&first=1' : ''}`;

/** The mail's words: a forgotten password, or the first one of an account made at checkout. */
const WORDS = {
  reset: {
    subject: 'Восстановление пароля',
    lead: 'Чтобы задать новый пароль и войти в личный кабинет, перейдите по ссылке:',
    button: 'Задать новый пароль',
    ignore:
      'Если вы не просили восстановить пароль, просто не обращайте внимания на это письмо: пароль останется прежним.',
  },
  first: {
    subject: 'Пароль для личного кабинета',
    lead: 'Чтобы задать пароль и входить в личный кабинет по почте и паролю, перейдите по ссылке:',
    button: 'Задать пароль',
    ignore: 'Если вы не просили задать пароль, просто не обращайте внимания на это письмо.',
  },
} as const;

/**
 * The link that sets a password and signs in: 'Восстановление пароля', or 'Пароль для личного
 * кабинета' for an account made at checkout (issue 26 point 5). Asked for by the shopper, so it
 * carries no unsubscribe link (it is no mailing).
 */
export function resetMail(
  user: { name: string; email: string; hasPassword: boolean },
  link: string,
  minutes: number,
): OutgoingMail {
  const words = WORDS[user.hasPassword ? 'reset' : 'first'];
  const paragraphs = [greeting(user.name), words.lead];
  const notice = [`Ссылка действует ${minutes} минут и только один раз.`, words.ignore];
  return {
    to: user.email,
    subject: words.subject,
    text: [...paragraphs, link, ...notice].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${words.button}</a></p>`,
      ...notice.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join('\n'),
  };
}
