// The server has no path alias and imports stay at most two levels up (eslint.config.js), so the
// cabinet's parts one folder deeper take the server's shared pieces from here.
export { route } from '../../lib/openapi';
export { shopperDeps, shopperOrigin } from '../../lib/http/shopperOrigin';
export { OK_ANSWER, type Schema } from '../../lib/api/contract';
export { badRequest, conflict, notFound } from '../../lib/errors';
export { isUniqueViolation, type Db, type Queryable, type Transaction } from '../../lib/db';
export { dbErrorFields } from '../../lib/db/errors';
export { escapeHtml, greeting, queueMail, type OutgoingMail } from '../../lib/mail';
export { hashPassword, verifyPassword } from '../../lib/password';
export { formatRubles } from '../../lib/money';
export { windowPage } from '../../lib/paging';
export { productImageUrl, productUrl } from '../../lib/productLinks';
export {
  clearBackoff,
  consumeBackoff,
  consumeRateLimit,
  SIGN_IN_BACKOFF,
  SIGN_IN_RATE_LIMIT,
  type RateLimit,
} from '../../lib/http/rateLimit';
