import styled from 'styled-components';

/** A code field with its button on one line: the coupon's and the gift certificate's. */
export const CodeForm = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
`;
