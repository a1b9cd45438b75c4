export { FilterSeoScreen } from './screens/FilterSeoScreen';
