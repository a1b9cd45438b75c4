// The personal cabinet (spec §2 `/personal/` and its six children, issue 15): a route chunk of its
// own. The router mounts the layout and one screen per page; the order and purchase lists also
// answer `/page/{n}/`, and an order has its page at `/personal/orders/{id}/`.
export { PersonalLayout } from './screens/PersonalLayout/PersonalLayout';
export { PersonalHomeScreen } from './screens/PersonalHomeScreen/PersonalHomeScreen';
export { OrdersScreen } from './screens/OrdersScreen/OrdersScreen';
export { OrderScreen } from './screens/OrderScreen/OrderScreen';
export { PurchasesScreen } from './screens/PurchasesScreen/PurchasesScreen';
export { MyReviewsScreen } from './screens/MyReviewsScreen/MyReviewsScreen';
export { SubscriptionScreen } from './screens/SubscriptionScreen/SubscriptionScreen';
export { PrivateDataScreen } from './screens/PrivateDataScreen/PrivateDataScreen';
export { PERSONAL_MENU } from './personalPages';
