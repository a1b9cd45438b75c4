import { badRequest, hashPassword, notFound, verifyPassword, type Db } from '../shared';
import { USER_NOT_FOUND, WRONG_OLD_PASSWORD } from './messages';
import { setUserPassword } from '../../session';
import { passwordHashOf } from './queries';

/**
 * Changes the password after checking the old one; the user's other sessions end, this one
 * stays signed in.
 */
export async function changePassword(
  db: Db,
  userId: number,
  sessionId: string | null,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<void> {
  const stored = await passwordHashOf(db, userId);
  if (!stored) throw notFound(USER_NOT_FOUND);
  if (!(await verifyPassword(oldPassword, stored))) throw badRequest(WRONG_OLD_PASSWORD);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction((tx) => setUserPassword(tx, userId, passwordHash, sessionId));
}
