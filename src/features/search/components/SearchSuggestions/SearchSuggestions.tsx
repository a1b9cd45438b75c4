import { useGetSearchSuggestionsQuery, type ProductCard } from '@features/api';
import { RouterLink } from '@features/page';
import { BuyOrNotify } from '@features/stockNotice';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from '../../searchUrls';
import { useDebouncedValue } from '../../useDebouncedValue';
import { SearchSuggestionsView, type SuggestionsState } from './SearchSuggestionsView';

export interface SearchSuggestionsProps {
  /** What the shopper has typed so far. */
  query: string;
}

/**
 * Suggestions for the search overlay: asked after a 250 ms pause in typing. A query that has a
 * direct transition (admin screen "Search direct transitions") shows one link to its target page;
 * the overlay does not jump there by itself, because a pause after 'мозаика' may come before
 * 'по фото'. Enter opens `/search/?q=`, which the server answers with a 302 to the target.
 * Following any link leaves the `#/search/` url, which is what closes the overlay.
 */
export function SearchSuggestions({ query }: SearchSuggestionsProps) {
  const settled = useDebouncedValue(query.trim(), SUGGEST_DEBOUNCE_MS);
  const skip = settled.length < SUGGEST_MIN_LENGTH;
  const { data, isError } = useGetSearchSuggestionsQuery({ q: settled }, { skip });
  const typed = query.trim();
  let state: SuggestionsState = { kind: 'loading' };
  if (typed.length < SUGGEST_MIN_LENGTH) state = { kind: 'idle' };
  else if (isError && typed === settled) state = { kind: 'error' };
  // While the next answer is on its way the last one stays in view, so the list does not blink.
  else if (data?.result.redirect) {
    state = { kind: 'redirect', query: data.result.query, url: data.result.redirect };
  } else if (data) state = { kind: 'ready', suggestions: data.result };

  return <SearchSuggestionsView state={state} linkAs={RouterLink} renderAction={renderAction} />;
}

// Suggestions offer no basket button; an out-of-stock product says so and offers the notice.
const renderAction = (product: ProductCard) => (
  <BuyOrNotify
    available={product.available}
    productId={product.id}
    productName={product.name}
    size="s"
  >
    {null}
  </BuyOrNotify>
);
