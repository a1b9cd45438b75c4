import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CountBadge } from '@ui/Badge';
import { Icon, type IconName } from '@ui/Icon';
import { down } from '@ui/tokens';
import { VisuallyHidden } from '@ui/VisuallyHidden';
import { RouterLink } from '@features/page';
import { countSuffix } from './countLabel';

const actionStyles = css`
  position: relative;
  display: inline-grid;
  justify-items: center;
  gap: 2px;
  min-width: 56px;
  padding: 4px 6px;
  border: 0;
  border-radius: var(--radius-control);
  background: none;
  color: var(--color-text);
  font-size: var(--font-size-xs);
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: var(--color-brand);
  }
  ${down('lg')} {
    min-width: 40px;
    padding: 8px;
  }
`;

/** A header icon that is a link (favorites, basket, the signed-in profile). */
export const HeaderActionLink = styled(RouterLink)`
  ${actionStyles}
`;

/** A header icon that is a button (the signed-out profile opens the auth popup). */
export const HeaderActionButton = styled.button`
  ${actionStyles}
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  left: calc(50% + 4px);
  ${down('lg')} {
    top: 0;
  }
`;

// The caption under the icon is shown on desktops; narrower headers show the icon alone and keep
// the caption for screen readers only: it is the action's accessible name.
const Caption = styled.span`
  ${down('lg')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export interface HeaderActionContentProps {
  icon: IconName;
  caption: ReactNode;
  /** A count badge over the icon, hidden at 0 (spec §2). */
  count?: number;
}

/**
 * Icon, count badge and caption of a header action. The caption and the count in words
 * ('Корзина, 3 товара') make the accessible name; the badge's digits are for the eye only.
 */
export function HeaderActionContent({ icon, caption, count = 0 }: HeaderActionContentProps) {
  return (
    <>
      <Icon name={icon} size={24} />
      <Badge aria-hidden="true">
        <CountBadge count={count} />
      </Badge>
      <Caption>{caption}</Caption>
      {count > 0 && <VisuallyHidden>{countSuffix(count)}</VisuallyHidden>}
    </>
  );
}
