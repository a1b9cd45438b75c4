// Story and test helpers of the shop's catalogue screens (never imported by shop code): sample
// data shaped by the generated types, an in-memory basket for MSW, and a store + router harness.
export { storyArtwork } from './artwork';
export { productCard, productCards, listSorts } from './catalogFixtures';
export { review } from './productFixtures';
export { pageJson } from './sectionFixtures';
export { basketInfoOf, fakeBasket } from './fakeBasket';
export { StoryShop, makeStoryStore } from './StoryShop';
export { followedLinks, SpyLink } from './spyLink';
