export { filterConfigRoutes } from './routes';
export {
  allValuesOf,
  DEFAULT_SECTION_ID,
  filterConfigIndex,
  SORT_STEP,
  type ValueCounter,
} from './service';
export { listProperties, unknownListPropertyIds } from './queries';
export { filterConfigReverter } from './revert';
