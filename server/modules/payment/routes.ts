import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/openapi';
import { handlePaymentNotification } from './service';
import { testProviderRoutes } from './testProviderRoutes';
import { OK_ANSWER } from '../../lib/api/contract';

/** Payment calls (issue 15 point 3): the provider's notifications and the test provider. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    'yookassaNotification',
    async (request) => {
      // The body is the provider's to shape (any object): only the payment id is read.
      const id = (request.body as { object?: { id?: unknown } }).object?.id;
      try {
        if (typeof id === 'string') await handlePaymentNotification(app.deps, id);
      } catch (error) {
        // The shopper's return to the shop asks again (refreshPayment); the answer stays 200.
        request.log.error({ err: error, providerPaymentId: id }, 'payment notification failed');
      }
      return OK_ANSWER;
    },
    // YooKassa's servers send no CSRF header, and the body is never trusted (service.ts).
    { config: { csrfHeader: false } },
  );

  // Its page decides payments for anyone: never reachable while real money is taken.
  if (app.config.paymentProvider === 'test') await app.register(testProviderRoutes);
}
