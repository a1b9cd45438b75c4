export { NewPasswordFields } from './NewPasswordFields';
