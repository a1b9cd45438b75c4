// Test helpers for the exchange's deeper folders, which imports may not reach (shared.ts).
export {
  countStatuses,
  fireAtOnce,
  multipartForm,
  saveStaffAccount,
  signedUp,
  staffSuite,
  startShop,
  type Db,
  visitor,
  type Visitor,
} from '../testing';
// Issue 28 points 1 and 4: the orders' side of the 1C exchange needs placed orders and mail.
export { shopWithMailSuite, suiteShopper } from '../testing';
export { insertTestOrder } from '../../orders/testing';
