import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors';
import { FORM_MESSAGE } from '../../lib/http/formPosts';
import { shopperDeps } from '../../lib/http/shopperOrigin';
import { route } from '../../lib/openapi';
import { TEST_PAYMENT_NOT_FOUND } from './messages';
import { decideTestPayment, requireTestPayment, type TestDecision } from './testDecision';
import { testPaymentPageUrl } from './testProvider';
import { findTestPayment } from './testProviderQueries';
import { testPaymentMessagePage, testPaymentPage } from './testPaymentPage';

type PaymentParams = { Params: { paymentId: string } };

/**
 * The built-in test provider's side (registered only while PAYMENT_PROVIDER=test): its JSON
 * calls `getTestPayment` and `decideTestPayment`, and its confirmation page with a form that
 * posts the same decision.
 */
export async function testProviderRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getTestPayment', async (request) => {
    const payment = await requireTestPayment(app.deps, request.params.paymentId);
    return {
      result: {
        paymentId: payment.id,
        orderId: payment.order_id,
        amount: payment.amount,
        description: payment.description,
        status: payment.status,
      },
    };
  });

  route(app, 'decideTestPayment', async (request) => ({
    result: {
      returnUrl: await decideTestPayment(
        shopperDeps(app, request),
        request.params.paymentId,
        request.body.decision,
      ),
    },
  }));

  await app.register(testPaymentPageRoutes);
}

const DECISIONS: readonly string[] = ['succeeded', 'canceled'] satisfies TestDecision[];

/** The page and its form, in a context of their own: only this form takes urlencoded bodies. */
async function testPaymentPageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: 4096 });

  // The page's own address as the shopper reached it: its СБП QR code opens it on a phone.
  const pageUrl = (request: FastifyRequest<PaymentParams>) =>
    testPaymentPageUrl(shopperDeps(app, request).config.publicUrl, request.params.paymentId);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get<PaymentParams>('/payment/test/:paymentId/', async (request, reply) => {
    const payment = await findTestPayment(app.db, request.params.paymentId);
    if (!payment) return html(reply, 404, testPaymentMessagePage(TEST_PAYMENT_NOT_FOUND));
    return html(reply, 200, testPaymentPage(payment, pageUrl(request)));
  });

  app.post<PaymentParams & { Body: unknown }>(
    '/payment/test/:paymentId/',
    // A browser form cannot send the CSRF header: the form's token stands in for it (testDecision.ts).
    { config: { csrfHeader: false } },
    async (request, reply) => {
      const { paymentId } = request.params;
      const { decision, token } = (request.body ?? {}) as Record<string, unknown>;
      try {
        if (
          typeof decision !== 'string' ||
          !DECISIONS.includes(decision) ||
          typeof token !== 'string'
        )
          throw badRequest(FORM_MESSAGE, 'FORM');
        const returnUrl = await decideTestPayment(
          shopperDeps(app, request),
          paymentId,
          decision as TestDecision,
          token,
        );
        return reply.redirect(returnUrl, 303);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const payment = await findTestPayment(app.db, paymentId);
        const page = payment
          ? testPaymentPage(payment, pageUrl(request), error.message)
          : testPaymentMessagePage(error.message);
        return html(reply, error.status, page);
      }
    },
  );
}
