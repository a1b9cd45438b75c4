import styled from 'styled-components';

/**
 * Html written by the shop's editors (page `content`): the same trust as CMS pages, which the page
 * feature draws the same way.
 */
export const HtmlContent = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
`;
