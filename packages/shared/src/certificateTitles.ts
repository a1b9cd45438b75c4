/** openapi.yaml `CertificateState`: whether a gift certificate can still pay (issue 26 point 1). */
type CertificateState = 'active' | 'spent' | 'blocked';

/** What the cabinet and the staff screen call each state: one list, so both say the same. */
export const CERTIFICATE_STATE_TITLES: Record<CertificateState, string> = {
  active: 'Действует',
  spent: 'Израсходован',
  blocked: 'Заблокирован',
};
