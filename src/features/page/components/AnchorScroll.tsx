import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { scrollToAnchor } from '../scrollToAnchor';

/**
 * After a navigation to a url with `#anchor`, scrolls to it leaving SCROLL_OFFSET_PX for the
 * sticky header (R-PAGE-9). Runs after the router's own scroll restoration, which would put the
 * anchor under the header.
 */
export function AnchorScroll() {
  const { hash, key } = useLocation();
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (idle && hash) scrollToAnchor(hash);
  }, [hash, key, idle]);
  return null;
}
