export * from './relationsFixtures';
