import styled from 'styled-components';
import { LazyImage } from '@ui/LazyImage';
import type { PhotoKitLine } from '@features/api';

// The preview has one pixel per drill: scaled up it must stay a grid of drills, not a blur.
// `image-rendering` is inherited, so the frame's rule reaches the image inside.
const Picture = styled(LazyImage)`
  image-rendering: pixelated;
  border-radius: var(--radius-control);
`;

export interface PhotoKitThumbProps {
  /** The kit of the line: its preview's address and the chart's drills across and down. */
  kit: Pick<PhotoKitLine, 'previewUrl' | 'cols' | 'rows'>;
  className?: string;
}

/**
 * The picture of a kit line (basket, checkout, cabinet, staff order): the customer's own mosaic,
 * in the chart's proportions, instead of the size product's artwork.
 */
export function PhotoKitThumb({ kit, className }: PhotoKitThumbProps) {
  return (
    <Picture
      src={kit.previewUrl}
      alt="Схема набора по фото"
      width={kit.cols}
      height={kit.rows}
      className={className}
    />
  );
}
