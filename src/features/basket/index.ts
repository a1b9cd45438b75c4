// Basket data lives in the RTK Query cache: every change invalidates the `Basket` tag, which
// refetches basket info (R-BASKET-3, see features/api/index.ts); no slice or saga is needed.
export { selectBasket, selectBasketCount } from './basketSelectors';
