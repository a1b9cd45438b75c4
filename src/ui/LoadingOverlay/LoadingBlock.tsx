import styled from 'styled-components';
import { LoadingOverlay } from './LoadingOverlay';

const Block = styled.div`
  position: relative;
  min-height: 240px;
`;

export interface LoadingBlockProps {
  /** What is loading, for screen readers ('Загрузка заказов'). */
  label: string;
}

/**
 * The place of a page's content while its data is on its way: room for it under the veil and the
 * spinner, so the page does not jump when the content comes.
 */
export function LoadingBlock({ label }: LoadingBlockProps) {
  return (
    <Block aria-busy="true">
      <LoadingOverlay visible label={label} />
    </Block>
  );
}
