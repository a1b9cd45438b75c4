export { SearchView, type SearchViewProps } from './SearchView';
export { SearchScreen } from './SearchScreen';
