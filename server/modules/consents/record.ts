import { CONSENT_REQUIRED } from '@shared';
import type { Queryable } from '../../lib/db';
import { badRequest } from '../../lib/errors';

/** The forms that take personal data, as `personal_data_consents.form` names them. */
type ConsentForm =
  'registration' | 'checkout' | 'review' | 'corporate' | 'subscription' | 'stock_notice';

interface GivenConsent {
  form: ConsentForm;
  /** The request's `consent` field: the schemas already refuse anything but true. */
  consent: boolean | undefined;
  userId?: number | null;
  email?: string | null;
  phone?: string | null;
  /** The row the form created (order, review, request), where there is one. */
  subjectId?: number | null;
}

/**
 * Stores one consent against the document's latest version. Call it with the transaction that
 * writes what the form sent, so the data is never kept without its consent or the other way round.
 * The version is read in the same statement, so a consent never names a version that a staff save
 * committed after it.
 */
export async function recordConsent(tx: Queryable, given: GivenConsent): Promise<void> {
  if (given.consent !== true) throw badRequest(CONSENT_REQUIRED, 'VALIDATION');
  await tx.query(
    `INSERT INTO personal_data_consents (form, document_version, user_id, email, phone, subject_id)
     SELECT $1, max(version), $2, $3, $4, $5 FROM consent_document_versions`,
    [
      given.form,
      given.userId ?? null,
      given.email ?? null,
      given.phone ?? null,
      given.subjectId ?? null,
    ],
  );
}
