import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: var(--radius-control);
  background: var(--color-info-tint);
  color: var(--color-text);
  overflow-wrap: anywhere;
  &[data-tone='success'] {
    background: var(--color-success-tint);
  }
  &[data-tone='warning'] {
    background: var(--color-warning-tint);
  }
  &[data-tone='error'] {
    background: var(--color-error-tint);
  }
  & > p {
    margin: 0;
  }
`;

// Success reads in the text colour: the success green on its tint stays just under AA (4.4:1).
const Title = styled.p`
  font-weight: 700;
  [data-tone='warning'] > & {
    color: var(--color-warning);
  }
  [data-tone='error'] > & {
    color: var(--color-error);
  }
`;

type NoticeTone = 'success' | 'info' | 'warning' | 'error';

/** What a screen keeps in its state after an action, to show as a notice. */
export interface NoticeMessage {
  tone: NoticeTone;
  title: string;
}

export interface NoticeProps {
  /** success: something was saved; warning: done, with exceptions; error: it failed. */
  tone?: NoticeTone;
  /** The message in one line ('Пароль изменён'). */
  title: ReactNode;
  /** More: a list of what went wrong, a link on. */
  children?: ReactNode;
}

/**
 * The outcome of a shopper's action on a cabinet page, announced to screen readers: errors as an
 * alert, the rest politely.
 */
export function Notice({ tone = 'info', title, children }: NoticeProps) {
  return (
    <Box data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Title>{title}</Title>
      {children}
    </Box>
  );
}
