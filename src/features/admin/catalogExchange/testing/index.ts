export * from './exchangeFixtures';
export * from './exchangeServer';
export { StoryExchangeArea } from './StoryExchangeArea';
export { blurActive } from './storyHelpers';
