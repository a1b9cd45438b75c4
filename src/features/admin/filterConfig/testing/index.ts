export * from './filterConfigFixtures';
