import type { ReactNode } from 'react';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';

export interface ErrorStateProps {
  /** Defaults to the spec's general error text (spec §2 error page). */
  title?: ReactNode;
  /** What happened or what to try. */
  text?: ReactNode;
  /** Shows a 'Повторить' button that calls it. */
  onRetry?: () => void;
  /** While a retry runs, the button shows a spinner. */
  retrying?: boolean;
}

/** A block that failed to load, announced to screen readers, with an optional retry. */
export function ErrorState({
  title = 'Упс! Что-то пошло не так!',
  text,
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      tone="error"
      icon="info"
      title={title}
      text={text}
      action={
        onRetry && (
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            Повторить
          </Button>
        )
      }
    />
  );
}
