export * from './feedFixtures';
