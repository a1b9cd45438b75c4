import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchSuggestions } from '../SearchSuggestions';
import { searchPageUrl } from '../../searchUrls';
import { SearchOverlayView } from './SearchOverlayView';
import { useSearchOverlay } from './useSearchOverlay';

/** The search overlay of the shop layout: open while the url hash is `#/search/` (R-LAYOUT-4). */
export function SearchOverlay() {
  const { isOpen, close } = useSearchOverlay();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  return (
    <SearchOverlayView
      open={isOpen}
      onClose={close}
      query={query}
      onQueryChange={setQuery}
      // Enter opens the results page `/search/?q=` (leaving the hash closes the overlay).
      onSubmit={(text) => text.trim() && navigate(searchPageUrl(text))}
      results={<SearchSuggestions query={query} />}
    />
  );
}
