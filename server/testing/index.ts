export { createEmptyTestDb, createTestDb } from './createTestDb';
export { signedInAsDemoStaff } from './staff';
export { startTestSmtp, type ReceivedMail, type TestSmtp } from './smtp';
export { shopWithMailSuite, suiteShopper, type ShopWithMail } from './shopWithMail';
