// The basket of spec §4: its selectors, the basket line of a product with the calls that change
// it, and the basket action drawn on product cards and lists. Basket data lives in the RTK Query cache: every change invalidates the `Basket` tag, which
// refetches basket info (R-BASKET-3, see features/api/index.ts); no slice or saga is needed.
export { selectBasket, selectBasketCount } from './basketSelectors';
export { useBasketLine, type BasketLine } from './useBasketLine';
export {
  BasketButton,
  BasketButtonView,
  type BasketButtonViewProps,
} from './components/BasketButton';
export {
  QuantityStepper,
  MAX_LINE_QUANTITY,
  type QuantityStepperProps,
} from './components/QuantityStepper';
