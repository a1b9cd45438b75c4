/**
 * Consent to personal data processing (issue 27 point 5, 152-FZ): the document's versions and the
 * consents given on the shop's forms. The only writer of `consent_document_versions`,
 * `personal_data_consents` and the document's `pages` row (whose text is the latest version's).
 */
export { recordConsent, recordConsentSql, requireConsent, type GivenConsent } from './record';
export {
  addConsentVersion,
  consentVersions,
  currentConsentText,
  type ConsentText,
} from './document';
export { consentsOfUser } from './given';
