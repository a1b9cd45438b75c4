import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './prefersReducedMotion';

/** Where an overlay is in its life: not rendered, shown, or playing its leave motion. */
export type PresenceState = 'closed' | 'open' | 'closing';

/**
 * Keeps an overlay mounted for `leaveMs` after `open` turns false, so it can play its leave
 * motion (DESIGN.md: 150–200 ms popups, 300 ms loading overlay). Users who ask for reduced
 * motion get no wait.
 */
export function usePresence(open: boolean, leaveMs: number): PresenceState {
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // Adjusting state while rendering (react.dev "storing information from previous renders"),
  // so the closing frame is painted in the same render that sees `open` turn false.
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), prefersReducedMotion() ? 0 : leaveMs);
    return () => clearTimeout(timer);
  }, [closing, leaveMs]);

  if (open) return 'open';
  return closing ? 'closing' : 'closed';
}
