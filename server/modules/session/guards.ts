import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import type { SessionUser } from './types';

/** The signed-in user, or 401 'Необходимо авторизоваться' (the client reloads the user once, spec §4). */
export function requireUser(request: FastifyRequest): SessionUser {
  const { user } = request.session;
  if (!user) throw unauthorized();
  return user;
}

/** A signed-in admin or editor, or 401 / 403 'Недостаточно прав'. */
export function requireStaff(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin && !user.isEditor) throw forbidden();
  return user;
}
