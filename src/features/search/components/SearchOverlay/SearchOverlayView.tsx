import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from '@ui/Input';
import { Modal } from '@ui/Modal';
import { SEARCH_TEXTS } from './searchTexts';

const Results = styled.section`
  min-height: 160px;
  padding: 24px 0 8px;
  color: var(--color-text-muted);
  text-align: center;
`;

export interface SearchOverlayViewProps {
  /** Whether the overlay is shown. */
  open: boolean;
  /** Escape, the close button or a click beside the panel. */
  onClose: () => void;
  /** The text typed so far. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Enter in the field (the shop opens the results page). */
  onSubmit?: (query: string) => void;
  /** What shows under the field as the shopper types; the 'start typing' hint until given. */
  results?: ReactNode;
}

/**
 * The search overlay's shell (spec §2 Layout): a focused query field and the results area, which
 * stays empty with a hint until search results are wired in.
 */
export function SearchOverlayView({
  open,
  onClose,
  query,
  onQueryChange,
  onSubmit,
  results,
}: SearchOverlayViewProps) {
  return (
    <Modal open={open} onClose={onClose} title={SEARCH_TEXTS.title} size="lg">
      <form
        role="search"
        aria-label={SEARCH_TEXTS.title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(query);
        }}
      >
        <Input
          type="search"
          label={SEARCH_TEXTS.fieldLabel}
          hideLabel
          placeholder={SEARCH_TEXTS.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          data-autofocus
        />
      </form>
      {results ?? (
        <Results aria-label={SEARCH_TEXTS.results} aria-live="polite">
          {SEARCH_TEXTS.startTyping}
        </Results>
      )}
    </Modal>
  );
}
