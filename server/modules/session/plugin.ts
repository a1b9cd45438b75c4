import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../lib/db/types';
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

/** @internal exported for a test only */
export const SESSION_COOKIE = 'sid';
/** Ids are base64url (generateId); any other cookie value names no session and is not looked up. */
const SESSION_ID_SHAPE = /^[\w-]{1,128}$/;
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

/** Answers to requests that created a guest session: its cookie is decided as the answer leaves. */
const createdSessions = new WeakSet<FastifyReply>();

/**
 * The session id, creating a guest session row when the visitor has none. Call it from handlers
 * that store something for the visitor (basket, favorites, city); reads never create one. The
 * cookie is set only if the session still holds something when the answer is sent (see the
 * `onSend` hook below), so a refused or empty change leaves neither a row nor a cookie behind.
 */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.session.id) return request.session.id;
  const id = newSessionId();
  await insertSession(request.server.db, {
    id,
    userId: null,
    locationId: request.session.locationId,
  });
  createdSessions.add(reply);
  request.session = { ...request.session, id };
  return id;
}

/**
 * Deletes a guest session that holds nothing: no chosen city, no basket line or coupon, no
 * favorite. Returns whether it was deleted. One statement over the tables that hang off a
 * session, so the answer cannot go stale between the check and the delete; whatever a guest may
 * keep on a session in future must be named here too, or its first change would be dropped.
 */
async function deleteSessionIfEmpty(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.query(
    `DELETE FROM sessions s
      WHERE s.id = $1 AND s.user_id IS NULL AND s.location_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM session_favorites f WHERE f.session_id = s.id)
        AND NOT EXISTS (
              SELECT 1 FROM baskets b
               WHERE b.session_id = s.id
                 AND (cardinality(b.coupons) > 0
                      OR EXISTS (SELECT 1 FROM basket_items i WHERE i.basket_id = b.id)))
      RETURNING s.id`,
    [id],
  );
  return deleted.length > 0;
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
      if (id && SESSION_ID_SHAPE.test(id)) {
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
    // A guest session becomes real (cookie) only once it holds state: crawlers and scripts that
    // send refused or empty changes without a cookie would otherwise add a row per request.
    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.session?.id;
      if (!id || !createdSessions.has(reply)) return payload;
      createdSessions.delete(reply);
      // An error here would replace the answer with Fastify's own English one; when the database
      // cannot tell whether the session holds anything, the cookie is kept: a row left empty
      // costs less than a basket line lost.
      const deleted = await deleteSessionIfEmpty(app.db, id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'guest session left as it is');
        return false;
      });
      if (deleted) request.session = GUEST_SESSION;
      else setSessionCookie(request, reply, id);
      return payload;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
