import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 0;
  border: 0;
  background: none;
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: var(--color-text-muted);
  }
`;

const Track = styled.span`
  flex: none;
  position: relative;
  width: 40px;
  height: 24px;
  border-radius: var(--radius-pill);
  background: var(--color-border-strong);
  transition: background-color 150ms;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: var(--color-surface);
    box-shadow: 0 1px 2px rgba(29, 27, 35, 0.3);
    transition: transform 150ms;
  }
  [aria-checked='true'] > & {
    background: var(--color-brand);
  }
  [aria-checked='true'] > &::after {
    transform: translateX(16px);
  }
  :disabled > & {
    opacity: 0.5;
  }
`;

export interface ToggleProps {
  /** On or off. */
  checked: boolean;
  /** Called with the new state on click, Enter or Space. */
  onChange: (checked: boolean) => void;
  /** The setting it switches; also its accessible name. */
  label: ReactNode;
  disabled?: boolean;
}

/** An on/off switch for a setting that applies at once (role="switch"). */
export function Toggle({ checked, onChange, label, disabled = false }: ToggleProps) {
  return (
    <Root
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <Track />
      <span>{label}</span>
    </Root>
  );
}
