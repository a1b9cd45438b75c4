export { MarketFeedScreen } from './screens/MarketFeedScreen';
