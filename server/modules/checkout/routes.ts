import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeRateLimit, type RateLimit } from '../../lib/http/rateLimit';
import { shopperDeps } from '../../lib/http/shopperOrigin';
import { route } from '../../lib/openapi';
import { spendableCertificate } from '../certificates';
import { currentLocationId } from '../location';
import { currentShopper, setSessionCookie } from '../session';
import { checkoutOptions, placeOrder, type CheckoutVisitor } from './service';

/**
 * Orders per client address: a family or an office behind one address places a few an hour; a
 * script that fills the orders table and the stock reservations is stopped.
 */
const CHECKOUT_RATE_LIMIT: RateLimit = { limit: 30, windowSeconds: 60 };

/**
 * Certificate checks per client address: a shopper mistypes a code a few times; a script that
 * guesses codes (59 random bits each) gets 20 tries in 10 minutes.
 */
const CERTIFICATE_RATE_LIMIT: RateLimit = { limit: 20, windowSeconds: 600 };

const visitorOf = (request: FastifyRequest): CheckoutVisitor => ({
  session: request.session,
  owner: currentShopper(request),
  locationId: currentLocationId(request),
});

/** The checkout (issue 15 points 1-2): its options and placing the order. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getCheckoutOptions', async (request) => ({
    result: await checkoutOptions(app.db, visitorOf(request)),
  }));

  route(app, 'placeOrder', async (request, reply) => {
    await consumeRateLimit(request, `checkout:${request.ip}`, CHECKOUT_RATE_LIMIT);
    const { signInSessionId, ...placed } = await placeOrder(
      shopperDeps(app, request),
      visitorOf(request),
      request.body,
    );
    if (signInSessionId) setSessionCookie(request, reply, signInSessionId);
    return { result: placed };
  });

  // issue 26 point 1: the certificate field's check; the order spends it in its own transaction
  route(app, 'checkCertificate', async (request) => {
    await consumeRateLimit(request, `certificate:${request.ip}`, CERTIFICATE_RATE_LIMIT);
    const { code, balance } = await spendableCertificate(app.db, request.body.code);
    return { result: { code, balance } };
  });
}
