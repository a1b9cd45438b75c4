import type { FastifyInstance } from 'fastify';
import {
  clearBackoff,
  consumeBackoff,
  consumeRateLimit,
  OK_ANSWER,
  route,
  SIGN_IN_BACKOFF,
  SIGN_IN_RATE_LIMIT,
} from '../shared';
import { requireUser } from '../../session';
import { addAddress, removeAddress, savedAddresses } from './addresses';
import { PASSWORD_ATTEMPTS_REFUSED } from './messages';
import { changePassword } from './password';
import { saveProfile } from './profile';

/** The cabinet's personal data page (issue 15 point 5): profile, password, saved addresses. */
export async function privateRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'saveMyProfile', async (request) => ({
    result: await saveProfile(app.db, requireUser(request).id, request.body),
  }));

  // Guessing the old password of a signed-in session is slowed like guessing at sign-in.
  route(app, 'changeMyPassword', async (request) => {
    const user = requireUser(request);
    await consumeRateLimit(request, `auth:${request.ip}`, SIGN_IN_RATE_LIMIT);
    const account = `password-change:${user.id}`;
    await consumeBackoff(request, account, SIGN_IN_BACKOFF, PASSWORD_ATTEMPTS_REFUSED);
    await changePassword(app.db, user.id, request.session.id, request.body);
    await clearBackoff(request, account);
    return OK_ANSWER;
  });

  route(app, 'getMyAddresses', async (request) => ({
    result: await savedAddresses(app.db, requireUser(request).id),
  }));

  route(app, 'addMyAddress', async (request) => ({
    result: await addAddress(app.db, requireUser(request).id, request.body.address),
  }));

  route(app, 'deleteMyAddress', async (request) => ({
    result: await removeAddress(app.db, requireUser(request).id, request.params.addressId),
  }));
}
