export { SearchSuggestions } from './SearchSuggestions';
