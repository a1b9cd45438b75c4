export { filterSeoRoutes } from './routes';
export { filterSeoReverter } from './revert';
