export { PersonalMenu, type PersonalMenuProps } from './PersonalMenu';
