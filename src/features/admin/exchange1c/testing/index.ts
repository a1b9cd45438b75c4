export * from './exchange1cFixtures';
