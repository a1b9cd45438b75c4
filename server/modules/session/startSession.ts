import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from './plugin';
import { findSession } from './queries';
import { userInfo, type UserInfo } from './service';
import { GUEST_SESSION } from './types';

/**
 * After `openUserSession` has committed: sets the new session's cookie and answers the user state
 * as the next request will see it.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): Promise<UserInfo> {
  setSessionCookie(request, reply, sessionId);
  request.session = (await findSession(request.server.db, sessionId))?.session ?? GUEST_SESSION;
  return userInfo(request.session);
}
