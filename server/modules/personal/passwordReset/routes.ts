import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { consumeRateLimit, OK_ANSWER, route, shopperOrigin, type RateLimit } from '../shared';
import { normalizeEmail, startSession } from '../../session';
import { requestReset, resetPassword } from './service';

/** Reset requests per client address: a shopper retries a few times, a script mails no one. */
const RESET_REQUESTS_PER_IP: RateLimit = { limit: 20, windowSeconds: 600 };
/** Reset mails per address asked for, registered or not (the count reveals nothing). */
const RESET_REQUESTS_PER_EMAIL: RateLimit = { limit: 5, windowSeconds: 3600 };
/** New passwords set through links per client address. */
const RESETS_PER_IP: RateLimit = { limit: 20, windowSeconds: 600 };

/** 'Забыли пароль?' in the sign-in popup (issue 15 point 6). */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'requestPasswordReset', async (request) => {
    const email = normalizeEmail(request.body.email);
    await consumeRateLimit(request, `password-reset:${request.ip}`, RESET_REQUESTS_PER_IP);
    // Hashed, so a key has one length whatever was typed.
    const emailKey = createHash('sha256').update(email).digest('hex');
    await consumeRateLimit(request, `password-reset-mail:${emailKey}`, RESET_REQUESTS_PER_EMAIL);
    if (await requestReset(app.db, email, shopperOrigin(app.config, request)))
      void app.mailer.flush();
    return OK_ANSWER;
  });

  route(app, 'resetPassword', async (request, reply) => {
    await consumeRateLimit(request, `password-reset-use:${request.ip}`, RESETS_PER_IP);
    const { sessionId, notices } = await resetPassword(app.db, request.body, request.session);
    return { result: await startSession(request, reply, sessionId), notices };
  });
}
