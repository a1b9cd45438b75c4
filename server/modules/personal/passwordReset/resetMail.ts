import { escapeHtml, greeting, type OutgoingMail } from '../shared';

/** The cabinet's page that opens the 'new password' form for the token. */
export const resetPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/personal/private/?reset=${encodeURIComponent(token)}`;

/**
 * 'Восстановление пароля': the link that sets a new password and signs in. Asked for by the
 * shopper, so it carries no unsubscribe link (it is no mailing).
 */
export function resetMail(
  user: { name: string; email: string },
  link: string,
  minutes: number,
): OutgoingMail {
  const paragraphs = [
    greeting(user.name),
    'Чтобы задать новый пароль и войти в личный кабинет, перейдите по ссылке:',
  ];
  const notice = [
    `Ссылка действует ${minutes} минут и только один раз.`,
    'Если вы не просили восстановить пароль, просто не обращайте внимания на это письмо: пароль останется прежним.',
  ];
  return {
    to: user.email,
    subject: 'Восстановление пароля',
    text: [...paragraphs, link, ...notice].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">Задать новый пароль</a></p>`,
      ...notice.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join('\n'),
  };
}
