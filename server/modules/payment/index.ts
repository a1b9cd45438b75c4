/**
 * Card payments (issue 15 point 3) behind a provider interface: YooKassa, or the built-in test
 * provider (the default). The checkout and the cabinet start and refresh payments through these;
 * a cancel and the staff refund through the provider (issue 26 point 2).
 */
export {
  startPayment,
  refreshPayment,
  newPayment,
  sendPayment,
  openPaymentOf,
  confirmOrderPaid,
  type OpenedPayment,
  type PaymentDeps,
} from './service';
export { insertPaymentSql } from './queries';
export {
  openCancelRefunds,
  openStaffRefund,
  refreshRefunds,
  sendRefunds,
  type OpenedRefund,
} from './refunds';
export { staffPayments } from './refundQueries';
