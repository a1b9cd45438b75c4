import { css } from 'styled-components';

/** The row of a Checkbox or Radio: the control, then its text; the disabled look. */
export const choiceLabel = css`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  cursor: pointer;
  &:has(input:disabled) {
    cursor: not-allowed;
    color: var(--color-text-muted);
  }
`;

/** The 20 px frame of a choice control, aligned with the first line of its text. */
export const choiceShape = css`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  border: 2px solid var(--color-border-strong);
`;

/**
 * The real 20 px input of a Checkbox or Radio, drawn by CSS (appearance: none), so it keeps the
 * native keyboard and form behaviour. Each adds its shape and its checked look.
 */
export const choiceControl = css`
  ${choiceShape}
  appearance: none;
  cursor: inherit;
  &:hover:not(:disabled) {
    border-color: var(--color-brand);
  }
`;
