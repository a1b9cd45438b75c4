import styled from 'styled-components';

/**
 * Text for screen readers only (an old price's "Старая цена", a star's "4 звезды"): hidden from
 * sight but kept in the accessibility tree, unlike `display: none`.
 */
export const VisuallyHidden = styled.span`
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
