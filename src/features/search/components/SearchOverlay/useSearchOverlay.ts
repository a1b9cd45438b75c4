import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** spec §2 / R-LAYOUT-4: the search overlay is open while the url hash is this. */
const SEARCH_OVERLAY_HASH = '#/search/';

/**
 * The search overlay's state lives in the url hash, so the back button closes it and a link with
 * `#/search/` opens it. Needs a react-router data router around it.
 */
export function useSearchOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = location.hash.startsWith(SEARCH_OVERLAY_HASH);

  const open = useCallback(() => {
    if (!isOpen)
      navigate({ pathname: location.pathname, search: location.search, hash: SEARCH_OVERLAY_HASH });
  }, [isOpen, navigate, location.pathname, location.search]);

  // Closing replaces the entry, so Back after closing does not bring the overlay back.
  const close = useCallback(() => {
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [navigate, location.pathname, location.search]);

  return { isOpen, open, close };
}
