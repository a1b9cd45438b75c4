export { marketFeedRoutes } from './routes';
export { marketFeedReverter } from './revert';
