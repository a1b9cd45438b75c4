/**
 * Gift certificates that can be spent (issue 26 point 1): codes issued when a certificate's order
 * is paid, the balance checked and spent in the order's transaction, given back when the order is
 * cancelled, and blocked by staff. The only writer of `certificates` and `certificate_uses`.
 */
export { issueOrderCertificates } from './issue';
export {
  lockSpendableCertificate,
  spendableCertificate,
  cancelOrderCertificates,
  spendCertificateSql,
} from './spending';
export {
  adminCertificate,
  adminCertificatePage,
  orderCertificatePayment,
  orderCertificates,
  type AdminCertificate,
} from './readModel';
export { blockCertificate } from './blocking';
export { CERTIFICATE_FOR_CERTIFICATE } from './messages';
export { EMAIL_DELIVERY_TITLE } from './delivery';
