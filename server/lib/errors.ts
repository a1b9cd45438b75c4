import type { FastifyError, FastifyInstance } from 'fastify';
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
export const API_NOT_FOUND = 'Метод API не найден';

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/**
 * Turns every thrown error into the `Error` shape: HttpError as is, schema validation failures as
 * 400 VALIDATION naming the field, Fastify's own client errors (bad JSON, body too large) with a
 * Russian text, anything else as a logged 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.code, error.message));
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
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const message = request.url.startsWith('/api/') ? API_NOT_FOUND : 'Страница не найдена';
    return reply.status(404).send(errorBody('NOT_FOUND', message));
  });
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
