export * from './transitionFixtures';
