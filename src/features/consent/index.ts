export { ConsentCheckbox } from './components/ConsentCheckbox/ConsentCheckbox';
export { CONSENT_TEXTS } from './consentTexts';
export { useConsentBox } from './useConsentBox';
