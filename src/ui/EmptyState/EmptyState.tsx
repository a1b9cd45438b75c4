import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@ui/Icon';

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  max-width: 480px;
  margin: 0 auto;
  padding: 32px 16px;
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 80px;
  height: 80px;
  border-radius: 50%;
  background: var(--color-brand-blank);
  color: var(--color-brand);
  &[data-tone='error'] {
    background: var(--color-error-tint);
    color: var(--color-error);
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-xl);
  line-height: 1.3;
`;

const Text = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Action = styled.div`
  margin-top: 8px;
`;

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A picture of what is missing ('heart' for empty favorites). */
  icon?: IconName;
  /** What is empty: 'В избранном пока пусто'. */
  title: ReactNode;
  /** What to do about it. */
  text?: ReactNode;
  /** A button or link that leads on ('Перейти в каталог'). */
  action?: ReactNode;
  /** Brand colours, or error colours for ErrorState. */
  tone?: 'brand' | 'error';
}

/** A friendly placeholder where a list or page has nothing to show yet. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  tone = 'brand',
  ...divProps
}: EmptyStateProps) {
  return (
    <Root {...divProps}>
      {icon && (
        <Badge data-tone={tone}>
          <Icon name={icon} size={40} />
        </Badge>
      )}
      <Title>{title}</Title>
      {text && <Text>{text}</Text>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
