import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LAZY_IMAGE_BLANK, LAZY_IMAGE_OFFSET_PX } from '@ui/constants';
import { useServerRendered } from '@ui/hooks';

/** Starts loading this far before the image scrolls into view (spec §9, R-CONST-3). */
const LAZY_IMAGE_ROOT_MARGIN = `${LAZY_IMAGE_OFFSET_PX}px`;

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
  /**
   * The picture's own size in px, as `width`/`height` attributes: the browser knows its shape
   * before it loads. The default is the shop's product artwork (`/images/products/`, 400 × 400).
   */
  width?: number;
  height?: number;
  /** Width / height of the box, e.g. '3 / 2'; the picture's own shape unless given. */
  aspectRatio?: string;
  /** Candidates for responsive images. */
  srcSet?: string;
  /** Rendered widths for `srcSet`. */
  sizes?: string;
  /**
   * The page's main picture, in view when it opens (a product's photo): asked for at once and
   * first, never lazily, since the page's largest paint waits for it.
   */
  priority?: boolean;
  className?: string;
}

/**
 * An image that shows the blank colour #f9f5ff and starts loading 550 px before it enters the
 * viewport (spec §9). The box keeps its aspect ratio, so nothing below it jumps when it loads.
 * Rendered on the server it carries its address at once, shown without the fade and with the
 * browser's own lazy loading: readers without JavaScript see it, and hydration finds what the
 * server drew.
 */
export function LazyImage({
  src,
  alt,
  width = 400,
  height = 400,
  aspectRatio = `${width} / ${height}`,
  srcSet,
  sizes,
  priority = false,
  className,
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const serverRendered = useServerRendered();
  // Without IntersectionObserver (very old browsers) images load at once.
  const [near, setNear] = useState(
    () => priority || serverRendered || typeof IntersectionObserver === 'undefined',
  );
  const [loaded, setLoaded] = useState(serverRendered);

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
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        data-loaded={loaded}
        onLoad={() => setLoaded(true)}
      />
    </Frame>
  );
}
