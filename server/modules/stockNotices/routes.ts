import type { FastifyError, FastifyInstance } from 'fastify';
import { consumeRateLimit, type RateLimit } from '../../lib/http/rateLimit';
import { shopperOrigin } from '../../lib/http/shopperOrigin';
import { route } from '../../lib/openapi';
import { runRegularly } from '../../lib/upkeep';
import { findUserProfile, normalizeEmail } from '../session';
import { mailDueNotices, subscribe, unsubscribe } from './service';

/** A guest may leave this many addresses per address of theirs: enough for a wish list, not a spammer's list. */
const SUBSCRIBE_RATE_LIMIT: RateLimit = { limit: 30, windowSeconds: 600 };
/** How soon a product's return is mailed: a due notice waits at most this long. */
const SWEEP_INTERVAL_MS = 5_000;

/**
 * «Сообщить о поступлении» (issue 26 point 3): the shopper's address for an out-of-stock product,
 * the mails when it is back and the one-click unsubscribe link from them.
 */
export async function stockNoticeRoutes(app: FastifyInstance): Promise<void> {
  runRegularly(
    app,
    'stock notices: mailing products back in stock',
    SWEEP_INTERVAL_MS,
    async () => {
      if ((await mailDueNotices(app.db)) > 0) void app.mailer.flush();
    },
  );

  // A link cut short by a mail program lands on the shop like an unknown one, not on JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.method === 'GET' && error.validation)
      return reply.redirect('/?stock_notice=unknown', 302);
    throw error;
  });

  route(app, 'subscribeStockNotice', async (request) => {
    await consumeRateLimit(request, `stock-notice:${request.ip}`, SUBSCRIBE_RATE_LIMIT);
    const { productId, email, consent } = request.body;
    const userId = request.session.userId;
    const address = email ?? (userId ? (await findUserProfile(app.db, userId))?.email : null);
    const origin = shopperOrigin(app.config, request);
    return {
      result: await subscribe(
        app.db,
        { productId, email: address ? normalizeEmail(address) : null, consent },
        { userId, origin },
      ),
    };
  });

  route(app, 'unsubscribeStockNotice', async (request, reply) =>
    reply.redirect(await unsubscribe(app.db, request.query.token), 302),
  );
}
