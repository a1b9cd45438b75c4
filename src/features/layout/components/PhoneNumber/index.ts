export { PhoneNumber, type PhoneNumberProps } from './PhoneNumber';
