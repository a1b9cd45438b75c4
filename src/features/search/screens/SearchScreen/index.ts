export { SearchScreen, type SearchScreenProps } from './SearchScreen';
export { SearchPage } from './SearchPage';
