import styled, { keyframes } from 'styled-components';
import { OVERLAY_ENTER_MS, OVERLAY_LEAVE_MS } from '@ui/constants';
import { usePresence } from '@ui/Modal';
import { Spinner } from '@ui/Spinner';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;

// spec §9 (R-CONST-4): fade in over 60 ms, out over 300 ms.
const Veil = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  border-radius: inherit;
  background: rgba(255, 255, 255, 0.72);
  color: var(--color-brand);
  animation: ${fadeIn} ${OVERLAY_ENTER_MS}ms ease-out;
  &[data-state='closing'] {
    animation: ${fadeOut} ${OVERLAY_LEAVE_MS}ms ease-in forwards;
  }
`;

export interface LoadingOverlayProps {
  /** True while the block under it loads. */
  visible: boolean;
  /** What is loading, for screen readers. */
  label?: string;
}

/**
 * Covers its positioned parent with a light veil and a spinner while it loads (a catalogue grid
 * after a filter change). The parent should carry aria-busy while `visible`.
 */
export function LoadingOverlay({ visible, label = 'Загрузка' }: LoadingOverlayProps) {
  const state = usePresence(visible, OVERLAY_LEAVE_MS);
  if (state === 'closed') return null;
  return (
    <Veil data-state={state}>
      {/* While leaving it is no longer loading: no status to announce. */}
      <Spinner size="l" label={state === 'open' ? label : undefined} />
    </Veil>
  );
}
