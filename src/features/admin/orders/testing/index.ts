export * from './orderFixtures';
