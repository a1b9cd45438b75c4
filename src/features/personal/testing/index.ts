// Story and test helpers of the personal cabinet (never imported by shop code): sample data
// shaped by the generated types. The container stories run in the catalogue's StoryShop harness.
export {
  myReview,
  orderDetail,
  orderLine,
  orderPage,
  orderSummary,
  orderWithKit,
  profile,
  purchase,
  savedAddresses,
  subscriptionTopics,
} from './cabinetFixtures';
// The checkout's basket lines and baskets, for tests of other features that read the basket.
export { basketItem, basketOf } from '../checkout/testing';
