import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Icon } from '@ui/Icon';
import { controlStyles } from '@ui/Input';

const Wrap = styled.div`
  position: relative;
  display: grid;
  align-items: center;
  color: var(--color-text-muted);
  > svg {
    position: absolute;
    right: 12px;
    pointer-events: none;
  }
`;

const Control = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 40px;
  cursor: pointer;
`;

/**
 * A bare native select with the shop's look and a chevron, for Select and TreeSelect. Native, so the
 * platform's keyboard type-ahead and mobile picker come for free.
 */
export function NativeSelect(props: ComponentPropsWithRef<'select'>) {
  return (
    <Wrap>
      <Control {...props} />
      <Icon name="chevron" size={20} />
    </Wrap>
  );
}
