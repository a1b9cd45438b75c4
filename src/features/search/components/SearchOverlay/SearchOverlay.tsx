import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerRendered } from '@ui/hooks';
import { SearchSuggestions } from '../SearchSuggestions';
import { searchPageUrl } from '../../searchUrls';
import { SearchOverlayView } from './SearchOverlayView';
import { useSearchOverlay } from './useSearchOverlay';

/** The search overlay of the shop layout: open while the url hash is `#/search/` (R-LAYOUT-4). */
export function SearchOverlay() {
  const { isOpen, close } = useSearchOverlay();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  // The server never sees the url hash, so it draws the page without the overlay: hydration must
  // draw the same (else React error #418), and the overlay opens in the render right after
  // (issue 26 point 7).
  const serverRendered = useServerRendered();
  return (
    <SearchOverlayView
      open={isOpen && !serverRendered}
      onClose={close}
      query={query}
      onQueryChange={setQuery}
      // Enter opens the results page `/search/?q=` (leaving the hash closes the overlay).
      onSubmit={(text) => text.trim() && navigate(searchPageUrl(text))}
      results={<SearchSuggestions query={query} />}
    />
  );
}
