import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { claimMail, markFailed, markSent } from './outbox';
import { createSendMail } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface Mailer {
  /** Sends the queued mail now; failures stay queued for the next sweep. Never throws. */
  flush(): Promise<void>;
}

/** Mail claimed per round: a round holds no transaction, so a large batch blocks nothing. */
const BATCH = 20;
/** Mail left by a failed send or a stopped process goes out on the next sweep. */
const SWEEP_MS = 15_000;

/**
 * Decorates `app.mailer`. Sending happens outside any transaction (a slow SMTP server must not
 * hold the embedded database's one connection); the outbox rows carry the claims.
 */
export function registerMailer(app: FastifyInstance): void {
  const sendMail = createSendMail({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    outboxDir: join(app.config.dataDir, 'outbox'),
  });
  let running: Promise<void> | null = null;
  let again = false;

  async function sendQueued(): Promise<void> {
    for (;;) {
      const batch = await claimMail(app.db, BATCH);
      const sent: number[] = [];
      try {
        for (const mail of batch) {
          try {
            await sendMail({ ...mail, unsubscribeUrl: mail.unsubscribeUrl ?? undefined });
            sent.push(mail.id);
          } catch (error) {
            app.log.warn({ err: error, mailId: mail.id }, 'mail not sent; it stays queued');
            await markFailed(app.db, mail.id, String(error));
          }
        }
      } finally {
        // The round's sent mail is marked together: a statement per mail made twenty orders at
        // once twenty statements more on the embedded engine's one connection.
        await markSent(app.db, sent);
      }
      if (batch.length < BATCH) return;
    }
  }

  async function rounds(): Promise<void> {
    do {
      again = false;
      await sendQueued();
    } while (again);
  }

  const mailer: Mailer = {
    flush() {
      // One round at a time per process. Flushes asked during a round share one more round after
      // it (mail queued just now is not left for the sweep, and twenty orders at once do not make
      // twenty rounds).
      if (running) {
        again = true;
        return running;
      }
      running = rounds()
        .catch((error: unknown) => app.log.warn({ err: error }, 'mail round failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
  app.decorate('mailer', mailer);

  const sweep = setInterval(() => void mailer.flush(), SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
}
