import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LAZY_IMAGE_BLANK, LAZY_IMAGE_OFFSET_PX } from '@ui/constants';

/** Starts loading this far before the image scrolls into view (spec §9, R-CONST-3). */
export const LAZY_IMAGE_ROOT_MARGIN = `${LAZY_IMAGE_OFFSET_PX}px`;

const Frame = styled.span`
  display: block;
  overflow: hidden;
  background: ${LAZY_IMAGE_BLANK};
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transition: opacity 200ms ease-out;
  &[data-loaded='true'] {
    opacity: 1;
  }
`;

export interface LazyImageProps {
  /** Image address. */
  src: string;
  /** Text alternative; '' only for a purely decorative picture. */
  alt: string;
  /** Width / height of the box, e.g. '1 / 1' for product cards; reserves the space before loading. */
  aspectRatio?: string;
  /** Candidates for responsive images. */
  srcSet?: string;
  /** Rendered widths for `srcSet`. */
  sizes?: string;
  className?: string;
}

/**
 * An image that shows the blank colour #f9f5ff and starts loading 550 px before it enters the
 * viewport (spec §9). The box keeps its aspect ratio, so nothing below it jumps when it loads.
 */
export function LazyImage({ src, alt, aspectRatio = '1 / 1', srcSet, sizes, className }: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  // Without IntersectionObserver (very old browsers) images load at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (near || !frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  return (
    <Frame ref={frameRef} className={className} style={{ aspectRatio }}>
      <Img
        src={near ? src : undefined}
        srcSet={near ? srcSet : undefined}
        sizes={sizes}
        alt={alt}
        data-loaded={loaded}
        onLoad={() => setLoaded(true)}
      />
    </Frame>
  );
}
