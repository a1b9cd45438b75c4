export { filterConfigRoutes } from './routes';
export { allValuesOf, DEFAULT_SECTION_ID, filterConfigIndex, SORT_STEP } from './service';
export { listProperties, unknownListPropertyIds, valueCounts } from './queries';
