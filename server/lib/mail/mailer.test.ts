import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp';
import { startShop } from '../../testing/shopVisitor';
import { queueMail } from './outbox';

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: 'Здравствуйте! Ваш заказ принят.',
  html: '<p>Здравствуйте! Ваш заказ принят.</p>',
});

describe('mail through SMTP (SMTP_URL set)', () => {
  let smtp: TestSmtp;
  let shop: { db: Db; app: FastifyInstance };
  beforeAll(async () => {
    smtp = await startTestSmtp();
    shop = await startShop({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await shop.app.close();
    await smtp.close();
  });

  it('sends a queued mail once its transaction commits, and nothing of a rolled-back one', async () => {
    await shop.db.transaction(async (tx) =>
      queueMail(tx, mail('anna@example.ru', 'Заказ № 1 оформлен')),
    );
    await shop.db
      .transaction(async (tx) => {
        await queueMail(tx, mail('anna@example.ru', 'Заказ № 2 оформлен'));
        throw new Error('the order failed');
      })
      .catch(() => undefined);
    await shop.app.mailer.flush();

    const received = await smtp.waitFor((m) => m.subject === 'Заказ № 1 оформлен');
    expect(received.to).toEqual(['anna@example.ru']);
    expect(received.text).toContain('Ваш заказ принят');
    expect(smtp.messages.map((m) => m.subject)).not.toContain('Заказ № 2 оформлен');
    const [row] = await shop.db.query<{ sent: boolean }>(
      `SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE subject = 'Заказ № 1 оформлен'`,
    );
    expect(row?.sent).toBe(true);
  });

  it('sends each mail once when flushes run at the same time', async () => {
    await queueMail(shop.db, mail('boris@example.ru', 'Новинки недели'));
    await Promise.all([shop.app.mailer.flush(), shop.app.mailer.flush(), shop.app.mailer.flush()]);
    await smtp.waitFor((m) => m.subject === 'Новинки недели');
    expect(smtp.messages.filter((m) => m.subject === 'Новинки недели')).toHaveLength(1);
  });

  it('gives a mailing the one-click unsubscribe headers (RFC 8058)', async () => {
    const url = 'http://localhost:3000/api/personal/unsubscribe?token=abc&topic=news';
    await queueMail(shop.db, {
      ...mail('vera@example.ru', 'Новости магазина'),
      unsubscribeUrl: url,
    });
    await shop.app.mailer.flush();
    const received = await smtp.waitFor((m) => m.subject === 'Новости магазина');
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received.headers['list-unsubscribe']).toBe(`<${url}>`);
  });
});

describe('mail without an SMTP server', () => {
  let shop: { db: Db; app: FastifyInstance };
  beforeAll(async () => {
    shop = await startShop({ smtpUrl: undefined });
  });
  afterAll(() => shop.app.close());

  it('writes each mail to the outbox folder as an .eml file', async () => {
    await queueMail(shop.db, mail('gleb@example.ru', 'Восстановление пароля'));
    await shop.app.mailer.flush();
    const outbox = join(shop.app.config.dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: gleb@example\.ru$/m);
    expect(eml).toContain('Subject: =?UTF-8?');
  });
});

describe('an SMTP server that does not answer', () => {
  let shop: { db: Db; app: FastifyInstance };
  beforeAll(async () => {
    const smtp = await startTestSmtp();
    await smtp.close();
    shop = await startShop({ smtpUrl: smtp.url });
  });
  afterAll(() => shop.app.close());

  it('keeps the mail queued with its error for the next sweep', async () => {
    await queueMail(shop.db, mail('dina@example.ru', 'Заказ № 3 оформлен'));
    await shop.app.mailer.flush();
    const [row] = await shop.db.query<{ sent: boolean; attempts: number; error: string | null }>(
      `SELECT sent_at IS NOT NULL AS sent, attempts, last_error AS error FROM mail_outbox`,
    );
    expect(row).toMatchObject({ sent: false, attempts: 1 });
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });
});
