// Test helpers for the exchange's deeper folders, which imports may not reach (shared.ts).
export { createTestDb, staffSuite, type Db } from '../testing';
