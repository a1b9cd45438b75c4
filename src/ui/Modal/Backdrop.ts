import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;

/** The dimmed layer under a modal panel or drawer (DESIGN.md: modals above a dimmed backdrop). */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: var(--color-backdrop);
  animation: ${fadeIn} 180ms ease-out;
  &[data-state='closing'] {
    animation: ${fadeOut} 180ms ease-in forwards;
  }
`;
