import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_NOT_FOUND, errorBody, HttpError, serverFailure } from '../../lib/errors';
import { findOperation } from '../../lib/openapi';
import type { ServiceDeps } from '../../lib/serviceDeps';

/**
 * Whom the server renders a page for, resolved once per page request: a guest (no session, so
 * nothing personal gets into markup that every guest of the city may be sent) of the visitor's
 * city. `reply` is the page route's: its compiler writes the api's answers with the same response
 * schemas the api's own routes use.
 */
export interface RenderGuest {
  locationId: number;
  /** The visitor's cookies say the cookie notice was dismissed (issue 27 point 5). */
  cookieNoticeDismissed: boolean;
  reply: FastifyReply;
}

/** One answer of the shop api, as its route would send it. */
export interface GuestAnswer {
  status: number;
  body: string;
  contentType: string;
}

/** Answers one call of the shop api for a guest of `locationId`, as its route's services would. */
export type GuestCall = (
  deps: ServiceDeps,
  locationId: number,
  query: URLSearchParams,
) => Promise<unknown>;
/**
 * The calls the front end's renderer makes (src/app/ssr/entry-server.tsx), by operationId. The
 * modules that serve them sit above the page protocol, so the composition root hands them in
 * (server/guestCalls.ts, through `pageRoutes`).
 */
export type GuestCalls = Readonly<Record<string, GuestCall>>;
/** An operation's response schemas by status (`200`, `4xx`, `default`), as its route has them. */
type Responses = Record<string, Record<string, unknown>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server renderer answers in process (GuestApi). */
    guestCalls: GuestCalls;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The shop api as the server renderer reads it: in process, straight from the services (no
 * request through Fastify, no session lookup per call), serialised by the calls' response schemas
 * of openapi.yaml, so the store is seeded with the very bytes the api would answer.
 */
export class GuestApi {
  private readonly calls: Map<string, { answer: GuestCall; responses: Responses }>;

  constructor(private readonly app: FastifyInstance) {
    this.calls = new Map(
      Object.entries(app.guestCalls).map(([operationId, answer]) => {
        const { method, url, schema } = findOperation(app.openapi, operationId);
        const responses = (schema.response ?? {}) as Responses;
        return [`${method} ${url}`, { answer, responses }];
      }),
    );
  }

  async answer(method: string, url: URL, guest: RenderGuest): Promise<GuestAnswer> {
    const call = this.calls.get(`${method} ${url.pathname}`);
    if (!call) {
      // A call the renderer started making: answer it as the api answers an unknown one, and say so.
      this.app.log.error({ method, url: url.pathname }, 'server render called an unserved api');
      return this.send(guest, {}, 404, errorBody('NOT_FOUND', API_NOT_FOUND));
    }
    try {
      const body = await call.answer(this.app.deps, guest.locationId, url.searchParams);
      return this.send(guest, call.responses, 200, body);
    } catch (error) {
      if (error instanceof HttpError)
        return this.send(
          guest,
          call.responses,
          error.status,
          errorBody(error.code, error.message, error.lines),
        );
      this.app.log.error({ err: error, url: url.pathname }, 'server render api call failed');
      const failure = serverFailure(error);
      return this.send(guest, call.responses, failure.status, failure.body);
    }
  }

  /** The body as the route sends it: through its schema for `status` (Fastify's lookup), else JSON. */
  private send(
    guest: RenderGuest,
    responses: Responses,
    status: number,
    body: unknown,
  ): GuestAnswer {
    const schema =
      responses[status] ?? responses[`${String(status)[0]}xx`] ?? responses.default ?? null;
    const serialize = schema
      ? guest.reply.compileSerializationSchema(schema, String(status))
      : JSON.stringify;
    return { status, body: serialize(body), contentType: JSON_TYPE };
  }
}
