export { createEmptyTestDb, createTestDb } from './createTestDb';
