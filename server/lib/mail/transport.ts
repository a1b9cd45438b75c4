import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox';

/** Sends one mail; `id` names the outbox file when there is no SMTP server. */
export type SendMail = (mail: OutgoingMail & { id: number }) => Promise<void>;

export interface TransportOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where mail goes without an SMTP server: `<dataDir>/outbox`. */
  outboxDir: string;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail is composed the same way and
 * written to the outbox folder as an .eml file that any mail program opens (docs/operations.md
 * "Mail"), so a shop on the embedded defaults loses no mail.
 */
export function createSendMail({ smtpUrl, from, outboxDir }: TransportOptions): SendMail {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.unsubscribeUrl && {
        list: { unsubscribe: mail.unsubscribeUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    });
    if (smtpUrl) return;
    await mkdir(outboxDir, { recursive: true });
    await writeFile(
      join(outboxDir, `${String(mail.id).padStart(8, '0')}.eml`),
      info.message as Buffer,
    );
  };
}
