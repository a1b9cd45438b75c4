import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { AUTH_RATE_LIMIT, consumeRateLimit } from '../../lib/http/rateLimit';
import { route } from '../../lib/openapi';
import { requireUser } from './guards';
import { clearSessionCookie, setSessionCookie } from './plugin';
import { findSession, findUserProfile } from './queries';
import { register, signIn, signOut, userInfo, type Registration, type UserInfo } from './service';
import { GUEST_SESSION } from './types';

type UserInfoReply = { Reply: { result: UserInfo } };

/** spec §7 user calls: info, auth, logout; plus register and the profile of the personal cabinet. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  route<UserInfoReply>(app, 'getUserInfo', async (request) => ({
    result: userInfo(request.session),
  }));

  route<UserInfoReply & { Body: { login: string; password: string } }>(
    app,
    'signIn',
    async (request, reply) => {
      await consumeRateLimit(app.db, `auth:${request.ip}`, AUTH_RATE_LIMIT);
      const sessionId = await signIn(app.db, request.body, request.session);
      return { result: await startSession(request, reply, sessionId) };
    },
  );

  route<UserInfoReply & { Body: Registration }>(app, 'register', async (request, reply) => {
    await consumeRateLimit(app.db, `register:${request.ip}`, AUTH_RATE_LIMIT);
    const sessionId = await register(app.db, request.body, request.session);
    return { result: await startSession(request, reply, sessionId) };
  });

  route<UserInfoReply>(app, 'signOut', async (request, reply) => {
    await signOut(app.db, request.session);
    clearSessionCookie(request, reply);
    request.session = GUEST_SESSION;
    return { result: userInfo(request.session) };
  });

  route(app, 'getUserProfile', async (request) => {
    const user = requireUser(request);
    const profile = await findUserProfile(app.db, user.id);
    if (!profile) throw notFound('Пользователь не найден');
    return { result: profile };
  });

  /** Sets the new session's cookie and answers the user state as the next request will see it. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionId: string,
  ): Promise<UserInfo> {
    setSessionCookie(request, reply, sessionId);
    request.session = (await findSession(app.db, sessionId))?.session ?? GUEST_SESSION;
    return userInfo(request.session);
  }
}
