export { RadioCards, type RadioCardOption, type RadioCardsProps } from './RadioCards';
