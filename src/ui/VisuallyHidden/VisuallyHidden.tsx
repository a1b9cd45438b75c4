import styled, { css } from 'styled-components';

/**
 * The rules that hide an element from sight but keep it in the accessibility tree and, for a
 * control, in the tab order, unlike `display: none`; for parts whose element is not ours to pick
 * (a file input inside its label).
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/**
 * Text for screen readers only (an old price's "Старая цена", a star's "4 звезды"): hidden from
 * sight but kept in the accessibility tree, unlike `display: none`.
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
