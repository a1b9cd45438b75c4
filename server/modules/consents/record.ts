import { CONSENT_REQUIRED } from '@shared';
import { SqlParams, type Queryable } from '../../lib/db';
import { badRequest } from '../../lib/errors';

/** The forms that take personal data, as `personal_data_consents.form` names them. */
type ConsentForm =
  'registration' | 'checkout' | 'review' | 'corporate' | 'subscription' | 'stock_notice';

export interface GivenConsent {
  form: ConsentForm;
  /** The request's `consent` field: the schemas already refuse anything but true. */
  consent: boolean | undefined;
  userId?: number | null;
  email?: string | null;
  phone?: string | null;
  /** The row the form created (order, review, request), where there is one. */
  subjectId?: number | null;
}

/** Refuses (400) a form sent without its consent. */
export function requireConsent(consent: boolean | undefined): void {
  if (consent !== true) throw badRequest(CONSENT_REQUIRED, 'VALIDATION');
}

/**
 * Stores one consent against the document's latest version. Call it with the transaction that
 * writes what the form sent, so the data is never kept without its consent or the other way round.
 * The version is read in the same statement, so a consent never names a version that a staff save
 * committed after it.
 */
export async function recordConsent(tx: Queryable, given: GivenConsent): Promise<void> {
  const params = new SqlParams();
  await tx.query(recordConsentSql(given, params), params.values);
}

/**
 * recordConsent as a statement of the caller's (a step of the checkout's order statement), with
 * its values in `params`. The form's consent is checked here too (requireConsent): check it
 * before the transaction where a refusal must not leave the statements sent before it to commit.
 */
export function recordConsentSql(given: GivenConsent, params: SqlParams): string {
  requireConsent(given.consent);
  const [form, userId, email, phone, subjectId] = [
    given.form,
    given.userId ?? null,
    given.email ?? null,
    given.phone ?? null,
    given.subjectId ?? null,
  ].map((value) => params.add(value));
  return `INSERT INTO personal_data_consents (form, document_version, user_id, email, phone, subject_id)
          SELECT ${form}, max(version), ${userId}, ${email}, ${phone}, ${subjectId}
            FROM consent_document_versions`;
}
