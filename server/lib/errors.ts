import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера';
export const UNAVAILABLE_MESSAGE =
  'Магазин временно недоступен. Попробуйте обновить страницу через минуту.';
/** Seconds a client is asked to wait (Retry-After) while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * A failure of the server's own: 503 with Retry-After while the database is out of reach (issue
 * 9.14), else 500.
 */
export function serverFailure(error: unknown) {
  return isDbUnavailable(error)
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
      return reply
        .status(status)
        .send(errorBody(error.code ?? 'BAD_REQUEST', clientErrorMessage(status)));
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
 * Fastify's `frameworkErrors`: what the router meets before any route or hook runs. A path whose
 * percent-encoding does not decode (`/product/%ZZ/`) is routed again with every `%` taken
 * literally (`%25`): no page or API call has such a path, so the page protocol answers its 404
 * page (HTML or page JSON) and `/api/` its JSON 404, through the usual hooks and in Russian,
 * instead of Fastify's English error. Anything else the router refuses is not found either.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const url = request.raw.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (error.code === 'FST_ERR_BAD_URL' && path.includes('%')) {
    request.raw.url = path.replaceAll('%', '%25') + url.slice(path.length);
    return request.server.routing(request.raw, reply.raw);
  }
  reply.code(404).send(errorBody('NOT_FOUND', 'Страница не найдена'));
}

function clientErrorMessage(status: number): string {
  switch (status) {
    case 413:
      return 'Слишком большой запрос';
    case 415:
      return 'Неподдерживаемый формат запроса';
    case 404:
      return 'Не найдено';
    default:
      return 'Некорректный запрос';
  }
}
