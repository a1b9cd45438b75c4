import type { FastifyInstance } from 'fastify';
import { testProvider } from './testProvider';
import type { PaymentProvider, ProviderName } from './types';
import { yookassaProvider } from './yookassa';

/**
 * The provider `name` (by default the configured one, for new payments; a stored payment is
 * asked at the provider that took it, whatever is configured now).
 */
export function paymentProvider(
  app: FastifyInstance,
  name: ProviderName = app.config.paymentProvider,
): PaymentProvider {
  return name === 'yookassa'
    ? yookassaProvider(app.config.yookassa)
    : testProvider(app.db, app.config.publicUrl);
}
