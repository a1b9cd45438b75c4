// Imports stay at most two levels up (eslint.config.js), so the exchange's deeper folders
// (import/rows, import/jobs) take the staff tools' shared pieces from here.
export type { Db, FileUploads, Queryable, Schema } from '../shared';
export {
  badRequest,
  catalogChanged,
  escapeHtml,
  HttpError,
  isDbUnavailable,
  route,
  runRegularly,
  translit,
  verifyPassword,
} from '../shared';
export { loggedWrite } from '../changeLog';
export { parseLogin, requireStaff } from '../../session';
export { withSignInBackoff } from '../../user';
export { allColumns, normaliseCell, type CsvColumn } from '../csvColumns';
