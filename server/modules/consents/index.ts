/**
 * Consent to personal data processing (issue 27 point 5, 152-FZ): the document's versions and the
 * consents given on the shop's forms. The only writer of `consent_document_versions` and
 * `personal_data_consents`.
 */
export {
  CONSENT_DOCUMENT_PATH,
  CONSENT_REQUIRED,
  recordConsent,
  type ConsentForm,
  type GivenConsent,
} from './record';
