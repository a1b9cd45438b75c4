import styled from 'styled-components';

/** The parts of the CSV columns screen: headings, quiet notes, grids of fields. */
export const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: var(--font-size-xl);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--color-error);
`;

/** Fields side by side on wide screens, stacked on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 12px 16px;
  align-items: start;
`;

export const Stack = styled.div`
  display: grid;
  gap: 12px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;
