import type { Queryable } from '../../lib/db';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `GivenConsent`. */
type GivenConsentRow = Schema<'GivenConsent'>;

/** The consents a user gave on the shop's forms, newest first (what 152-FZ lets them ask for). */
export function consentsOfUser(db: Queryable, userId: number): Promise<GivenConsentRow[]> {
  return db.query<GivenConsentRow>(
    `SELECT form, document_version AS "documentVersion", given_at AS "givenAt",
            subject_id::int AS "subjectId"
       FROM personal_data_consents WHERE user_id = $1 ORDER BY given_at DESC, id DESC`,
    [userId],
  );
}
