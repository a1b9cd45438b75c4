import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import {
  consumeRateLimit,
  REGISTRATION_RATE_LIMIT,
  SIGN_IN_RATE_LIMIT,
} from '../../lib/http/rateLimit';
import { route } from '../../lib/openapi';
import {
  clearSessionCookie,
  findUserProfile,
  GUEST_SESSION,
  requireUser,
  signOut,
  startSession,
  userInfo,
} from '../session';
import { register, signIn } from './service';
import { withSignInBackoff } from './signInBackoff';

/** spec §7 user calls: info, auth, logout; plus register and the profile of the personal cabinet. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getUserInfo', async (request) => ({
    result: userInfo(request.session),
  }));

  route(app, 'signIn', async (request, reply) => {
    await consumeRateLimit(request, `auth:${request.ip}`, SIGN_IN_RATE_LIMIT);
    const { sessionId, notices } = await withSignInBackoff(request, request.body.login, () =>
      signIn(app.db, request.body, request.session),
    );
    return { result: await startSession(request, reply, sessionId), notices };
  });

  route(app, 'register', async (request, reply) => {
    await consumeRateLimit(request, `register:${request.ip}`, REGISTRATION_RATE_LIMIT);
    const { sessionId, notices } = await register(app.db, request.body, request.session);
    return { result: await startSession(request, reply, sessionId), notices };
  });

  route(app, 'signOut', async (request, reply) => {
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
}
