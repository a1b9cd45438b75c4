import styled, { keyframes } from 'styled-components';

const appear = keyframes`from { opacity: 0; transform: translateY(-4px); }`;
const vanish = keyframes`to { opacity: 0; transform: translateY(-4px); }`;

/** The card under a trigger (DESIGN.md: 16 px corners, popup shadow, 150–200 ms motion). */
export const PopupPanel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: var(--z-dropdown);
  min-width: 220px;
  margin-top: 8px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-popup);
  background: var(--color-surface);
  box-shadow: var(--shadow-popup);
  animation: ${appear} 180ms ease-out;
  &[data-align='end'] {
    left: auto;
    right: 0;
  }
  &[data-state='closing'] {
    animation: ${vanish} 180ms ease-in forwards;
    pointer-events: none;
  }
`;

/** The box that holds trigger and panel, so the panel is anchored below the trigger. */
export const Anchor = styled.div`
  position: relative;
  display: inline-block;
`;
