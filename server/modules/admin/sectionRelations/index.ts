export { sectionRelationsRoutes } from './routes';
export { sectionRelationsReverter } from './revert';
