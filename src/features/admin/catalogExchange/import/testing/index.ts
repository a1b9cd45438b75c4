export * from './importFixtures';
