export { FilterConfigScreen } from './screens/FilterConfigScreen';
