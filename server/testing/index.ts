export { createEmptyTestDb, createTestDb } from './createTestDb';
export { signedInAsDemoStaff } from './staff';
