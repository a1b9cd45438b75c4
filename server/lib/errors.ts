import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { isDbUnavailable } from './db/errors';
import { validationMessage } from './http/validationMessage';

/**
 * An error meant for the client: HTTP status, a machine code and a Russian message fit to show a
 * user. Every error answer of the API has the shape `{ error: { code, message } }` (openapi.yaml
 * component `Error`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** What stopped an order, line by line (openapi.yaml `OrderLineProblem`, 409 of checkout). */
    readonly lines?: readonly object[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Необходимо авторизоваться') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Недостаточно прав', code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = 'Не найдено') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooManyRequests = (message = 'Слишком много попыток. Попробуйте позже.') =>
  new HttpError(429, 'RATE_LIMITED', message);

const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера';
export const UNAVAILABLE_MESSAGE =
  'Магазин временно недоступен. Попробуйте обновить страницу через минуту.';
/** Seconds a client is asked to wait (Retry-After) while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 30;

/** A file could not be written for want of space (the database's own full disk is isDbUnavailable's). */
const DISK_FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
const isDiskFull = (error: unknown) =>
  error instanceof Error && DISK_FULL_ERRNO.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * A failure of the server's own: 503 with Retry-After while the database is out of reach (issue
 * 9.14) or the disk is full (docs/operations.md "When the disk is full"), else 500.
 */
export function serverFailure(error: unknown) {
  return isDbUnavailable(error) || isDiskFull(error)
    ? {
        status: 503,
        retryAfter: RETRY_AFTER_SECONDS,
        body: errorBody('UNAVAILABLE', UNAVAILABLE_MESSAGE),
      }
    : { status: 500, retryAfter: null, body: errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE) };
}
export const API_NOT_FOUND = 'Метод API не найден';

export function errorBody(code: string, message: string, lines?: readonly object[]) {
  return { error: { code, message, ...(lines && { lines }) } };
}

/**
 * Turns every thrown error into the `Error` shape: HttpError as is, schema validation failures as
 * 400 VALIDATION naming the field, Fastify's own client errors (bad JSON, body too large) with a
 * Russian text, anything else as a logged 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.lines));
    }
    if (error.validation) {
      return reply
        .status(400)
        .send(
          errorBody('VALIDATION', validationMessage(error.validation, error.validationContext)),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = clientError(status);
      return reply.status(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const failure = serverFailure(error);
    if (failure.retryAfter) reply.header('retry-after', failure.retryAfter);
    return reply.status(failure.status).send(failure.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const message = request.url.startsWith('/api/') ? API_NOT_FOUND : 'Страница не найдена';
    return reply.status(404).send(errorBody('NOT_FOUND', message));
  });
}

/**
 * Fastify's `frameworkErrors`: what the router meets before any route or hook runs. Paths that
 * do not decode never get here (server/lib/http/requestBounds.ts takes them literally first), so
 * this is a last resort, in Russian like every other answer.
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.code(404).send(errorBody('NOT_FOUND', 'Страница не найдена'));
}

/**
 * The shop's code and Russian text for a client error that Fastify or Node's HTTP parser found
 * (a body that is not JSON, too large, of an unknown type; headers too large; a request that
 * never finished), in place of their English.
 */
function clientError(status: number): { code: string; message: string } {
  switch (status) {
    case 404:
      return { code: 'NOT_FOUND', message: 'Не найдено' };
    case 408:
      return {
        code: 'REQUEST_TIMEOUT',
        message: 'Запрос пришёл не полностью. Попробуйте ещё раз.',
      };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Неподдерживаемый формат запроса' };
    case 431:
      return { code: 'HEADERS_TOO_LARGE', message: 'Слишком большие заголовки запроса' };
    default:
      return { code: 'BAD_REQUEST', message: 'Некорректный запрос' };
  }
}

/** The status Node's HTTP parser refusals get (as Node itself would answer them). */
const PARSER_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`, for the server's `clientError` event: a request Node's HTTP
 * parser refused before Fastify saw it (headers over the size limit, a malformed request line or
 * header, a request that did not arrive in time). Answers the shop's Russian JSON error and
 * closes the connection, whose remaining bytes cannot be trusted.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = PARSER_ERROR_STATUS[error.code ?? ''] ?? 400;
  const { code, message } = clientError(status);
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
