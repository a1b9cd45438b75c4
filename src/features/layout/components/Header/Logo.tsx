import styled from 'styled-components';
import { down } from '@ui/tokens';
import { RouterLink } from '@features/page';
import { LAYOUT_TEXTS } from '../../layoutTexts';

const Root = styled(RouterLink)`
  display: grid;
  gap: 0;
  color: var(--color-text);
  text-decoration: none;
  line-height: 1.15;
  &:hover {
    color: var(--color-text);
  }
`;

const Name = styled.span`
  color: var(--color-brand);
  font-size: var(--font-size-xl);
  font-weight: 700;
  white-space: nowrap;
  [data-sticky='true'] & {
    font-size: var(--font-size-lg);
  }
  ${down('lg')} {
    font-size: var(--font-size-lg);
  }
`;

// R-LAYOUT-1: the slogan is for desktops; the slim sticky header drops it too.
const Slogan = styled.span`
  color: var(--color-text-muted);
  font-size: var(--font-size-xs);
  [data-sticky='true'] & {
    display: none;
  }
  ${down('lg')} {
    display: none;
  }
`;

/** R-LAYOUT-1: the shop's name linking home, with the slogan on desktops. */
export function Logo() {
  return (
    <Root href="/" title="На главную">
      <Name>{LAYOUT_TEXTS.shopName}</Name>
      <Slogan>{LAYOUT_TEXTS.slogan}</Slogan>
    </Root>
  );
}
