export { BasketButton } from './BasketButton';
export { BasketButtonView, type BasketButtonViewProps } from './BasketButtonView';
