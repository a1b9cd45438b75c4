import { css } from 'styled-components';

/**
 * The look shared by text inputs, textareas and selects: one border, one focus ring, one error
 * state, so every form of the shop and the admin reads the same.
 */
export const controlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-control);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-md);
  line-height: 1.4;
  transition:
    border-color 120ms,
    box-shadow 120ms;

  &::placeholder {
    color: var(--color-text-muted);
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: var(--color-text-muted);
  }
  &:focus-visible {
    outline: none;
    border-color: var(--color-brand);
    box-shadow: 0 0 0 3px var(--color-brand-tint);
  }
  &[aria-invalid='true'] {
    border-color: var(--color-error);
  }
  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 3px var(--color-error-tint);
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--color-surface-muted);
    color: var(--color-text-muted);
  }
`;
