export * from './csvColumnsFixtures';
