import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../lib/http/cookies';
import { requireStaff } from './guards';
import { extendSession, findSession, insertSession, SESSION_TTL_SECONDS } from './queries';
import { GUEST_SESSION, type RequestSession } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, loaded from the `sid` cookie before any handler runs. */
    session: RequestSession;
  }
}

export const SESSION_COOKIE = 'sid';
const ADMIN_PREFIX = '/api/admin';

/** 32 random bytes: unguessable, so the id alone is the credential (no signing secret needed). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, {
    ...cookieOptions(request, SESSION_TTL_SECONDS),
    httpOnly: true,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request, 0), httpOnly: true });
}

/**
 * The session id, creating a guest session (row + cookie) when the visitor has none. Call it from
 * handlers that store something for the visitor (basket, favorites, city); reads never create one.
 */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.session.id) return request.session.id;
  const id = newSessionId();
  await insertSession(request.server.db, {
    id,
    userId: null,
    locationId: request.session.locationId,
  });
  setSessionCookie(request, reply, id);
  request.session = { ...request.session, id };
  return id;
}

function isAdminRoute(request: FastifyRequest): boolean {
  const paths = [request.url, request.routeOptions.url ?? ''];
  return paths.some((path) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`));
}

/**
 * Gives every request `request.session` (sessions are rows of `sessions`, so any number of
 * processes share them) and guards every `/api/admin/*` route in one place: no admin route can
 * forget the staff check (ARCHITECTURE §5 "Authorization").
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null as unknown as RequestSession);
    app.addHook('onRequest', async (request, reply) => {
      request.session = GUEST_SESSION;
      const id = request.cookies[SESSION_COOKIE];
      if (id) {
        const found = await findSession(app.db, id);
        if (found) {
          request.session = found.session;
          if (found.stale) {
            await extendSession(app.db, id);
            setSessionCookie(request, reply, id);
          }
        }
      }
      if (isAdminRoute(request)) requireStaff(request);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
