// What the server and the browser both need to say the same thing (issue 23): the Russian plural,
// a photo kit's options, a phone's look, page token replacement, the order titles, the names of
// what a page's HTML hands over, the staff area's urls and the gift certificates' states. Imports
// neither side (ESLint zone); both import it as `@shared`.
export { formatPhone } from './phone';
export { plural, type PluralForms } from './plural';
export { photoKitOptionsText, photoKitSizeLabel } from './photoKitOptions';
export { productionTimeText } from './productionTime';
export { replaceTokens } from './replaceTokens';
export {
  ORDER_STATUS_TITLES,
  PAYMENT_STATE_TITLES,
  PAYMENT_METHOD_TITLES,
  REFUND_STATUS_TITLES,
  refundTiming,
  orderTitle,
  type OrderStatus,
  type PaymentState,
  type OnlinePaymentMethod,
  type PaymentMethod,
  type RefundStatus,
} from './orderTitles';
export { COUNTERS_META_NAME, EMBEDDED_PAGE_ID, SERVER_STATE_ID } from './htmlHandover';
export { ADMIN_HOME_PATH, ADMIN_PATHS } from './adminPaths';
export { CERTIFICATE_STATE_TITLES } from './certificateTitles';
export { SHOP_NAME } from './shop';
export {
  CONSENT_DOCUMENT_PATH,
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_DISMISSED,
} from './cookieNotice';
export { CONSENT_REQUIRED } from './consent';
