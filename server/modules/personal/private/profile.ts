import {
  badRequest,
  conflict,
  dbErrorFields,
  isUniqueViolation,
  notFound,
  type Queryable,
  type Schema,
} from '../shared';
import {
  CONTACT_REQUIRED,
  normalizeEmail,
  normalizePhone,
  updateUserProfile,
  type UserProfileRow,
} from '../../session';
import { EMAIL_TAKEN, NAME_REQUIRED, PHONE_INVALID, PHONE_TAKEN, USER_NOT_FOUND } from './messages';
import { contactsTakenByOthers } from './queries';

export type ProfileUpdate = Schema<'ProfileUpdate'>;

/**
 * Saves name, e-mail and phone as the form shows them: a contact left out is removed, but one of
 * the two must remain (the user signs in with it). Contacts are stored normalised as at
 * registration, and one taken by another user is refused (409).
 */
export async function saveProfile(
  db: Queryable,
  userId: number,
  form: ProfileUpdate,
): Promise<UserProfileRow> {
  const name = form.name.trim();
  if (!name) throw badRequest(NAME_REQUIRED, 'VALIDATION');
  const email = form.email?.trim() ? normalizeEmail(form.email) : null;
  const phone = form.phone?.trim() ? normalizePhone(form.phone) : null;
  if (form.phone?.trim() && !phone) throw badRequest(PHONE_INVALID, 'VALIDATION');
  if (!email && !phone) throw badRequest(CONTACT_REQUIRED, 'VALIDATION');

  const taken = await contactsTakenByOthers(db, userId, { email, phone });
  if (taken.email) throw conflict(EMAIL_TAKEN);
  if (taken.phone) throw conflict(PHONE_TAKEN);
  try {
    const saved = await updateUserProfile(db, { id: userId, name, email, phone });
    if (!saved) throw notFound(USER_NOT_FOUND);
    return saved;
  } catch (error) {
    // Another user took the contact since the check: the unique index decides.
    if (!isUniqueViolation(error)) throw error;
    throw conflict(dbErrorFields(error).constraint?.includes('phone') ? PHONE_TAKEN : EMAIL_TAKEN);
  }
}
