// The server has no path alias and imports stay at most two levels up (eslint.config.js), so the
// staff tools one folder deeper take the server's shared pieces from here.
export { route } from '../../lib/openapi';
export { shopperDeps, shopperOrigin } from '../../lib/http/shopperOrigin';
export type { Body, Replies, Schema } from '../../lib/api/contract';
export { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
export { escapeHtml } from '../../lib/html';
export type { Db, Queryable, Transaction } from '../../lib/db/types';
export { pipelined } from '../../lib/db/pipelined';
export type { FileUploads } from '../../lib/http/formPosts';
export { translit } from '../../lib/translit';
// Issue 28 point 2: the 1C exchange stores the pictures of its goods where the shop serves them.
export { productPicturesDir, type PictureExtension } from '../../lib/productPictures';
export { verifyPassword } from '../../lib/password';
export { runRegularly } from '../../lib/upkeep';
export { turn } from '../../lib/turns';
export { requestsAnswered } from '../../lib/http/requestsAnswered';
export { vacuumAfterImport } from '../../lib/db/vacuum';
export { isDbUnavailable } from '../../lib/db/errors';
// Issue 12 point 5: after a staff write the shop follows at once, on every server process.
export { catalogChanged } from '../catalog';
