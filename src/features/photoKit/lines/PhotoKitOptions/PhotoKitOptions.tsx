import styled from 'styled-components';
import { photoKitOptionsText } from '@shared';
import type { PhotoKitLine } from '@features/api';

const Text = styled.p`
  margin: 2px 0 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
`;

export interface PhotoKitOptionsProps {
  /** The kit of the line. */
  kit: Pick<PhotoKitLine, 'size' | 'options' | 'colourCount'>;
  className?: string;
}

/** The kit's size and options under a line's name: what the workshop makes. */
export function PhotoKitOptions({ kit, className }: PhotoKitOptionsProps) {
  return <Text className={className}>{photoKitOptionsText(kit)}</Text>;
}
