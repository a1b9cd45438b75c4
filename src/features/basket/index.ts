// The basket of spec §4: its selectors, the basket line of a product with the calls that change
// it, and the basket action drawn on product cards and lists. Basket data lives in the RTK Query cache: every change invalidates the `Basket` tag, which
// refetches basket info (R-BASKET-3, see features/api/index.ts); no slice or saga is needed.
export { selectBasketCount } from './basketSelectors';
export { useBasketLine } from './useBasketLine';
export { BasketButton, BasketButtonView } from './components/BasketButton';
export { QuantityStepper, useFocusHandOver } from './components/QuantityStepper';
