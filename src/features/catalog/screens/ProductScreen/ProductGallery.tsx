import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LazyImage } from '@ui/LazyImage';
import { up } from '@ui/tokens';

const Root = styled.div`
  display: grid;
  gap: 12px;
  ${up('md')} {
    grid-template-columns: 72px minmax(0, 1fr);
    align-items: start;
  }
`;

const Main = styled.div`
  border-radius: var(--radius-card);
  overflow: hidden;
  ${up('md')} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  ${up('md')} {
    flex-direction: column;
    grid-column: 1;
    grid-row: 1;
  }
`;

const Thumb = styled.button`
  flex: none;
  width: 64px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: var(--radius-control);
  overflow: hidden;
  background: none;
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: var(--color-brand);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const NoPicture = styled.div`
  aspect-ratio: 1 / 1;
  background: var(--color-brand-blank);
`;

export interface ProductGalleryProps {
  images: readonly string[];
  /** The product's name: the pictures' alternative text. */
  name: string;
}

/**
 * The product's pictures: a big one and a row of thumbnails (a tab list: arrow keys, Home and End
 * move between pictures, so the keyboard works as with the mouse).
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = useId();
  if (images.length === 0) return <NoPicture role="img" aria-label={`${name}: нет фото`} />;

  const show = (next: number) => {
    const wrapped = (next + images.length) % images.length;
    setIndex(wrapped);
    thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };
  const alt = (n: number) => `${name}, фото ${n + 1} из ${images.length}`;

  return (
    <Root>
      <Main role="tabpanel" id={panelId} aria-label={alt(index)}>
        <LazyImage key={images[index]} src={images[index] ?? ''} alt={alt(index)} priority />
      </Main>
      {images.length > 1 && (
        <Thumbs role="tablist" aria-label="Фото товара" onKeyDown={onKeyDown}>
          {images.map((src, n) => (
            <Thumb
              key={src}
              ref={(node) => {
                thumbs.current[n] = node;
              }}
              type="button"
              role="tab"
              aria-selected={n === index}
              aria-controls={panelId}
              aria-label={`Фото ${n + 1}`}
              tabIndex={n === index ? 0 : -1}
              onClick={() => setIndex(n)}
            >
              <LazyImage src={src} alt="" />
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
