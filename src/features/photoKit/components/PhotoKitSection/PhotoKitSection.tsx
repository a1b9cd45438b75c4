import { Suspense } from 'react';
import styled from 'styled-components';
import { lazyWithReload } from '@features/chunkReload';
import { useServerRendered } from '@ui/hooks';
import { Spinner } from '@ui/Spinner';
import type { PhotoKitConstructorProps } from '../../screens/PhotoKitConstructor';

/**
 * The place links reach the constructor by (`#constructor`, on the photo page and on a photo
 * product's page).
 */
export const PHOTO_KIT_ANCHOR = 'constructor';

// Its own chunk: the constructor, its worker and the decoders load only where a kit is made, never
// with the catalogue's product pages or the basket that show kit lines.
const PhotoKitConstructor = lazyWithReload<PhotoKitConstructorProps>(() =>
  import('../../screens/PhotoKitConstructor').then((m) => ({ default: m.PhotoKitConstructor })),
);

const Section = styled.section`
  margin: 32px 0;
`;

// Keeps about the constructor's first height while its chunk loads, so the page below stays put.
const Pending = styled.div`
  display: grid;
  place-items: center;
  min-height: 320px;
  color: var(--color-brand);
`;

export interface PhotoKitSectionProps {
  /** A photo product whose size is chosen first; the photo page's default size without it. */
  productId?: number;
}

/**
 * The photo-kit constructor in a page, under the anchor `#constructor`. Drawn in the browser only:
 * it needs script for everything it does (reading the file, the worker), so the server-rendered
 * page and its hydration keep the empty place.
 */
export function PhotoKitSection({ productId }: PhotoKitSectionProps) {
  const serverRendered = useServerRendered();
  const pending = (
    <Pending>
      <Spinner size="l" />
    </Pending>
  );
  return (
    <Section id={PHOTO_KIT_ANCHOR}>
      {serverRendered ? (
        pending
      ) : (
        <Suspense fallback={pending}>
          <PhotoKitConstructor productId={productId} />
        </Suspense>
      )}
    </Section>
  );
}
