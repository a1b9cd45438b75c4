export { PersonalMenu } from './PersonalMenu';
