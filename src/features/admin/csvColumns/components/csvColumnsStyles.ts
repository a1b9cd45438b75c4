import styled from 'styled-components';

// The page parts every staff tool shares are in @features/staffTools; these lay out the fields.

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
