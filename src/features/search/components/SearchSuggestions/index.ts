export { SearchSuggestions, type SearchSuggestionsProps } from './SearchSuggestions';
export {
  SearchSuggestionsView,
  type SearchSuggestionsViewProps,
  type SuggestionsState,
} from './SearchSuggestionsView';
