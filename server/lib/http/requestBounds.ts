import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { hasControlCharacter, percentDecoded } from '../validation';

/**
 * The largest body of a shopper's call (Fastify's `bodyLimit`): the largest the shop's own pages
 * send is a few KiB to a few dozen (a favourites list of 1 000 ids, a checkout of 200 lines, a
 * 3 000-character review written as `\u` escapes), so 64 KiB leaves room and keeps a stranger's
 * body small. Payment notifications are shopper-sized too.
 */
export const SHOP_BODY_LIMIT = 64 * 1024;

/**
 * The staff calls' bodies (`/api/admin/`): a section's filter settings, CSV columns or relations
 * of a large catalogue, and their browser forms (server/lib/http/formPosts.ts), up to 1 MiB.
 * Uploads have limits of their own (the multipart form's `fileSize`).
 * @internal exported for a test only
 */
export const STAFF_BODY_LIMIT = 1024 * 1024;
const STAFF_URL_PREFIX = '/api/admin/';

/**
 * Nesting of a JSON body, counted before it is parsed: no call of the shop nests deeper than a
 * few levels, and a 20 000-deep body overflowed the stack of the code that walks parsed bodies
 * (issue 22: 500 instead of 400).
 * @internal exported for a test only
 */
export const MAX_JSON_DEPTH = 32;

/** @internal exported for a test only */
export const TOO_DEEP_MESSAGE = 'Слишком глубокая вложенность данных в запросе';
/** @internal exported for a test only */
export const BAD_QUERY_MESSAGE = 'Некорректные параметры в адресе запроса';

/**
 * Bounds on what a request may carry, registered before any route: the body size per kind of
 * route, the JSON body's nesting, and an API query string that does not decode.
 */
export function registerRequestBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && route.url.startsWith(STAFF_URL_PREFIX))
      route.bodyLimit = STAFF_BODY_LIMIT;
  });

  // The contract takes JSON (and, where it says so, forms): Fastify's default text parser would
  // hand a `text/plain` body to the schema, which refuses it as no object instead of as 415.
  app.removeContentTypeParser('text/plain');
  // Fastify's own parser (prototype poisoning refused), after the depth is known to be small.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  // Text with a control character in a query is the schema's to refuse, naming the field; a query
  // that does not decode at all names none, and would reach the handlers half-decoded.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const queryStart = request.url.indexOf('?');
    if (queryStart !== -1 && percentDecoded(request.url.slice(queryStart + 1)) === null)
      throw badRequest(BAD_QUERY_MESSAGE);
  });
}

/**
 * Whether `text`, read as JSON, opens more than `max` objects and arrays inside one another. A
 * scan of the characters (brackets inside strings do not count), so the parser never meets a
 * deep body.
 */
function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > max) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

/**
 * Fastify's `rewriteUrl`: a path that does not decode (`/product/%ZZ/`) or decodes to a control
 * character (`/payment/test/%00/`) names no page, call or row, so it is routed with every `%` taken
 * literally (`%25`). Its route then finds nothing and answers its own 404 (the shop's 404 page,
 * the API's JSON 404) instead of Fastify's English 400 or a database error on a NUL.
 */
export function literalUnsafePath(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!path.includes('%')) return url;
  const decoded = percentDecoded(path);
  if (decoded !== null && !hasControlCharacter(decoded)) return url;
  return path.replaceAll('%', '%25') + url.slice(path.length);
}
