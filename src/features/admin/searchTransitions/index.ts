export { SearchTransitionsScreen } from './screens/SearchTransitionsScreen';
