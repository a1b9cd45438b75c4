import type { ServiceDeps } from '../../lib/serviceDeps';
import { testProvider } from './testProvider';
import type { PaymentProvider, ProviderName } from './types';
import { yookassaProvider } from './yookassa';

/**
 * The provider `name` (by default the configured one, for new payments; a stored payment is
 * asked at the provider that took it, whatever is configured now).
 */
export function paymentProvider(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  name: ProviderName = config.paymentProvider,
): PaymentProvider {
  return name === 'yookassa'
    ? yookassaProvider(config.yookassa)
    : testProvider(db, config.publicUrl);
}
