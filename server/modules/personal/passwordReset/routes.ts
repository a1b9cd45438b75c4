import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeRateLimit, OK_ANSWER, route, shopperOrigin, type RateLimit } from '../shared';
import { normalizeEmail, requireUser, startSession } from '../../session';
import { linkRecipientOf, mailLink, requestReset, resetPassword } from './service';

/** Reset requests per client address: a shopper retries a few times, a script mails no one. */
const RESET_REQUESTS_PER_IP: RateLimit = { limit: 20, windowSeconds: 600 };
/** Reset mails per address asked for, registered or not (the count reveals nothing). */
const RESET_REQUESTS_PER_EMAIL: RateLimit = { limit: 5, windowSeconds: 3600 };
/** New passwords set through links per client address. */
const RESETS_PER_IP: RateLimit = { limit: 20, windowSeconds: 600 };

/** Counts a link mail to `email` from this client against both limits. */
async function limitLinkMails(request: FastifyRequest, email: string): Promise<void> {
  await consumeRateLimit(request, `password-reset:${request.ip}`, RESET_REQUESTS_PER_IP);
  // Hashed, so a key has one length whatever was typed.
  const emailKey = createHash('sha256').update(email).digest('hex');
  await consumeRateLimit(request, `password-reset-mail:${emailKey}`, RESET_REQUESTS_PER_EMAIL);
}

/**
 * 'Забыли пароль?' in the sign-in popup (issue 15 point 6) and the cabinet's «Задать пароль» of
 * an account made at checkout (issue 26 point 5): one kind of link, under the same limits.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'requestPasswordReset', async (request) => {
    const email = normalizeEmail(request.body.email);
    await limitLinkMails(request, email);
    if (await requestReset(app.db, email, shopperOrigin(app.config, request)))
      void app.mailer.flush();
    return OK_ANSWER;
  });

  route(app, 'requestMyPasswordLink', async (request) => {
    const recipient = await linkRecipientOf(app.db, requireUser(request).id);
    await limitLinkMails(request, recipient.email);
    await mailLink(app.db, recipient, shopperOrigin(app.config, request));
    void app.mailer.flush();
    return OK_ANSWER;
  });

  route(app, 'resetPassword', async (request, reply) => {
    await consumeRateLimit(request, `password-reset-use:${request.ip}`, RESETS_PER_IP);
    const { sessionId, notices } = await resetPassword(app.db, request.body, request.session);
    return { result: await startSession(request, reply, sessionId), notices };
  });
}
