export { reachGoal } from './webAnalyticsCounter';
export { loadCounters } from './loadCounters';
export { countersConfigFromDocument } from './countersConfigFromDocument';
export { reportBasketEcommerce } from './ecommerce/basketEcommerce';
export { useEcommerceView } from './ecommerce/useEcommerceView';
export {
  homeImpressions,
  productDetail,
  productListImpressions,
  promotionsImpressions,
  searchImpressions,
  sectionImpressions,
} from './ecommerce/pageViewObjects';
