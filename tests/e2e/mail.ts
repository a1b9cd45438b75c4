import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../server/testing/smtp';

/** The mail catcher's ports, set by playwright.config.ts. */
export const MAIL_CATCHER_URL_VARIABLE = 'E2E_MAIL_CATCHER_URL';

async function allMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`${process.env[MAIL_CATCHER_URL_VARIABLE]}/messages`);
  return (await response.json()) as ReceivedMail[];
}

/** The first mail to `to` whose subject matches, waiting for it to arrive. */
export async function receivedMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find(
          (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
        );
        return Boolean(found);
      },
      { message: `a mail to ${to} with the subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in: ${mail.text}`);
  return link;
}
