/**
 * Card payments (issue 15 point 3) behind a provider interface: YooKassa, or the built-in test
 * provider (the default). The checkout and the cabinet start and refresh payments through these.
 */
export {
  startPayment,
  refreshPayment,
  newPayment,
  sendPayment,
  openPaymentOf,
  type OpenedPayment,
  type PaymentDeps,
} from './service';
export { insertPaymentSql } from './queries';
