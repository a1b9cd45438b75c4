export * from './filterConfigFixtures';
export * from './moveBrandDown';
