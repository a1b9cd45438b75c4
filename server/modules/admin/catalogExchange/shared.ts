// Imports stay at most two levels up (eslint.config.js), so the exchange's deeper folders
// (import/rows, import/jobs) take the staff tools' shared pieces from here.
export type {
  Body,
  Db,
  FileUploads,
  PictureExtension,
  Queryable,
  Schema,
  Transaction,
} from '../shared';
export {
  badRequest,
  catalogChanged,
  escapeHtml,
  HttpError,
  isDbUnavailable,
  pipelined,
  route,
  runRegularly,
  shopperOrigin,
  productPicturesDir,
  requestsAnswered,
  translit,
  turn,
  vacuumAfterImport,
  verifyPassword,
} from '../shared';
export { loggedSave, loggedWrite } from '../changeLog';
export { parseLogin, requireStaff, setExchange1cRight, type SessionUser } from '../../session';
export { withSignInBackoff } from '../../user';
export { allColumns, normaliseCell, type CsvColumn } from '../csvColumns';
// Issue 28 points 1 and 4: orders to 1C and 1C's changes of them (oneC/sale).
export { afterStaffStatusChanges, changeStatusAsStaff } from '../orders';
export { DELIVERY_TITLES } from '../../shipping';
export { EMAIL_DELIVERY_TITLE } from '../../certificates';
// Issue 28: a payment 1C recorded pays the order as the provider's confirmation does.
export { confirmOrderPaid, type PaymentDeps } from '../../payment';
