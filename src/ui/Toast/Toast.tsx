import styled, { keyframes } from 'styled-components';
import { CloseButton } from '@ui/Modal';
import { usePausableTimeout } from './usePausableTimeout';

/**
 * A toast stays this long unless the pointer or focus rests on it.
 * @internal exported for a test only
 */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'error' | 'info';

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); }`;

const Card = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  width: min(380px, calc(100vw - 32px));
  padding: 12px 8px 12px 16px;
  border: 1px solid var(--color-border);
  border-inline-start: 4px solid var(--color-info);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-popup);
  pointer-events: auto;
  animation: ${slideIn} 180ms ease-out;
  &[data-variant='success'] {
    border-inline-start-color: var(--color-success);
  }
  &[data-variant='error'] {
    border-inline-start-color: var(--color-error);
  }
`;

const Texts = styled.div`
  flex: 1;
  padding-top: 6px;
`;

const Title = styled.p`
  margin: 0;
  font-weight: var(--font-weight-bold);
  [data-variant='success'] & {
    color: var(--color-success);
  }
  [data-variant='error'] & {
    color: var(--color-error);
  }
`;

const Text = styled.p`
  margin: 2px 0 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

export interface ToastProps {
  /** First line, e.g. 'Успешно сохранено!' (spec §8). */
  title: string;
  /** Second line, e.g. 'Настройки успешно сохранены.'. */
  text?: string;
  /** success and info are polite (role status), error interrupts (role alert). */
  variant?: ToastVariant;
  /** Called by the close button and when the time runs out. */
  onDismiss: () => void;
  /** Time before it dismisses itself; 0 keeps it until closed. */
  duration?: number;
}

/**
 * One notification with a title and a text. It dismisses itself after `duration`, and the
 * countdown pauses while the pointer is over it or focus is inside (WCAG 2.2.1).
 */
export function Toast({
  title,
  text,
  variant = 'info',
  onDismiss,
  duration = TOAST_DURATION_MS,
}: ToastProps) {
  const { pause, resume } = usePausableTimeout(onDismiss, duration);

  return (
    <Card
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Texts>
        <Title>{title}</Title>
        {text && <Text>{text}</Text>}
      </Texts>
      <CloseButton onClick={onDismiss} label="Закрыть уведомление" />
    </Card>
  );
}
