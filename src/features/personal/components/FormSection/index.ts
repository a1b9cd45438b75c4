export { FormSection } from './FormSection';
