export { RadioCards, type RadioCardOption } from './RadioCards';
