// Test helpers for the cabinet's suites, which sit deeper than imports may reach (shared.ts).
export { shopWithMailSuite, suiteShopper } from '../../testing/shopWithMail';
export { signedUp, visitor, VISITOR_ORIGIN, type Visitor } from '../../testing/shopVisitor';
export { fireAtOnce, countStatuses } from '../../testing/parallel';
export { setStock, stockOf, TEST_CITY_ID } from '../../testing/shopFixtures';
export { insertTestOrder } from '../orders/testing';
export { fillBasket, ORDER_URL, orderForm, seenBasket } from '../checkout/testing';
