import styled from 'styled-components';

// The page parts every staff tool shares are in @features/staffTools; these lay out the cards.

/** The cards side by side where two fit, stacked on a phone (spec §2: the screen is cards). */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
  gap: 16px;
  align-items: start;
  margin-top: 16px;
`;

/** One card of the screen: a flat bordered surface (DESIGN.md), a labelled region. */
export const CardSection = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  &[data-wide] {
    grid-column: 1 / -1;
  }
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

/** A long list scrolls inside its card, so the cards below stay in reach. */
export const ScrollList = styled.ul`
  display: grid;
  gap: 4px;
  max-height: 360px;
  margin: 0;
  padding: 4px;
  overflow: auto;
  list-style: none;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
`;

export const PlainList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A property or column: its choice, then notes and controls that wrap under it on a phone. */
export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 6px 4px;
  border-bottom: 1px solid var(--color-border);
  &:last-child {
    border-bottom: 0;
  }
  & > :first-child {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

export const Note = styled.span`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export const Code = styled.code`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
`;

export const Status = styled.span`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export const FormGrid = styled.form`
  display: grid;
  gap: 12px;
`;
