import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid var(--color-border);
  scrollbar-width: none;
`;

const Tab = styled.button`
  flex: none;
  padding: 10px 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: var(--color-text-muted);
  font-weight: var(--font-weight-semibold);
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: var(--color-text);
  }
  &[aria-selected='true'] {
    color: var(--color-brand);
    border-bottom-color: var(--color-brand);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Panel = styled.div`
  padding: 16px 0;
`;

interface TabItem {
  /** Stable key, also part of the tab's and panel's ids. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list ('Описание товара'). */
  label: string;
  /** The chosen tab's id, when the owner keeps it (e.g. in the url). */
  value?: string;
  /** The first chosen tab of a self-managed Tabs; the first enabled tab otherwise. */
  defaultValue?: string;
  onChange?: (id: string) => void;
}

/**
 * The index reached by a key press, skipping disabled tabs; null for other keys.
 * @internal exported for a test only
 */
export function nextTabIndex(
  key: string,
  current: number,
  disabled: readonly boolean[],
): number | null {
  const count = disabled.length;
  const step = (from: number, by: number) => {
    for (let i = 1; i <= count; i++) {
      const index = (((from + by * i) % count) + count) % count;
      if (!disabled[index]) return index;
    }
    return current;
  };
  switch (key) {
    case 'ArrowRight':
      return step(current, 1);
    case 'ArrowLeft':
      return step(current, -1);
    case 'Home':
      return step(-1, 1);
    case 'End':
      return step(count, -1);
    default:
      return null;
  }
}

/**
 * ARIA tabs (WAI-ARIA APG, automatic activation): one Tab stop for the list, arrow keys, Home and
 * End move and choose. All panels stay in the DOM (hidden), so aria-controls always points at one.
 */
export function Tabs({ items, label, value, defaultValue, onChange }: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [ownValue, setOwnValue] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? ownValue;
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    setOwnValue(id);
    onChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(
      event.key,
      index,
      items.map((item) => item.disabled === true),
    );
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    select(item.id);
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-controls={`${baseId}-panel-${item.id}`}
            aria-selected={item.id === selected}
            tabIndex={item.id === selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => select(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.panel}
        </Panel>
      ))}
    </div>
  );
}
