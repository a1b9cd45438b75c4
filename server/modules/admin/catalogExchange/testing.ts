// Test helpers for the exchange's deeper folders, which imports may not reach (shared.ts).
export {
  countStatuses,
  fireAtOnce,
  multipartForm,
  saveStaffAccount,
  staffSuite,
  type Db,
  visitor,
  type Visitor,
} from '../testing';
