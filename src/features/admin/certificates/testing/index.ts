export * from './certificateFixtures';
