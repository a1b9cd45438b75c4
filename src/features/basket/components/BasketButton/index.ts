export { BasketButton } from './BasketButton';
export { BasketButtonView } from './BasketButtonView';
