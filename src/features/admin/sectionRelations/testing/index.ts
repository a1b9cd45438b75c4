export * from './relationsFixtures';
export * from './relationsFormData';
