import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { Crop } from '@mosaic';
import { maxZoom, moveCrop, zoomCrop, zoomOf, type PhotoSize } from '../../cropMoves';
import type { KitGrid } from '../../kitChoice';
import { Muted, pictureBox } from '../constructorStyles';
import { RangeField } from '../RangeField';

const Root = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Head = styled.div`
  display: grid;
  gap: 2px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: var(--font-size-md);
`;

/** The photo's box, of the photo's own proportions; the frame is placed in its percentages. */
const Stage = styled.div`
  position: relative;
  max-width: 100%;
  overflow: hidden;
  border-radius: var(--radius-control);
  background: var(--color-surface-muted);
  user-select: none;
`;

// The worker reads the file with its EXIF orientation applied; the browser must show it the same
// way, or the frame would be placed over another picture than the one charted.
const Photo = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  image-orientation: from-image;
  pointer-events: none;
`;

/** The kept part: clear, with everything outside it dimmed. */
const Frame = styled.button`
  position: absolute;
  padding: 0;
  border: 2px solid var(--color-surface);
  border-radius: 2px;
  background: transparent;
  box-shadow: 0 0 0 100vmax rgba(29, 27, 35, 0.55);
  cursor: move;
  touch-action: none;
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 0;
  }
`;

/** The tallest the photo is drawn, so a portrait photo leaves the options in view. */
const STAGE_MAX_HEIGHT_PX = 420;
/** Arrow keys move the frame by this part of its width. */
const KEY_STEP = 1 / 20;
/** + and − zoom by this factor. */
const KEY_ZOOM = 1.1;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export interface CropFrameProps {
  /** The photo to show (an object url of the chosen file). */
  photoUrl: string;
  /** The photo's size after its EXIF orientation, in pixels. */
  photo: PhotoSize;
  /** The chosen size's drills across and down: the frame keeps their proportions. */
  grid: KitGrid;
  /** The frame, in the oriented photo's whole pixels. */
  crop: Crop;
  onCropChange: (crop: Crop) => void;
}

/**
 * The photo with a frame of the kit's proportions (issue 16): drag it with the pointer or move it
 * with the arrows, zoom with + and − or 'Масштаб'. Crops are whole pixels of the oriented photo,
 * as the worker and the server read it.
 */
export function CropFrame({ photoUrl, photo, grid, crop, onCropChange }: CropFrameProps) {
  const hintId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const endDrag = useRef(() => {});
  useEffect(() => () => endDrag.current(), []);
  const zoom = zoomOf(photo, grid, crop);
  const deepest = maxZoom(photo, grid);
  const zoomTo = (next: number) => onCropChange(zoomCrop(photo, grid, crop, next));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = Math.max(1, Math.round(crop.width * KEY_STEP));
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) onCropChange(moveCrop(photo, crop, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') zoomTo(zoom * KEY_ZOOM);
    else if (event.key === '-' || event.key === '−') zoomTo(zoom / KEY_ZOOM);
    else return;
    event.preventDefault();
  };

  // The drag follows the pointer over the whole page, so a quick move past the frame's edge
  // does not drop it; the listeners go when the button is released or the frame unmounts.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const box = stage.current?.getBoundingClientRect();
    if (event.button !== 0 || !box?.width) return;
    endDrag.current();
    const from = { id: event.pointerId, x: event.clientX, y: event.clientY, crop };
    const scale = photo.width / box.width;
    const move = (moved: globalThis.PointerEvent) => {
      if (moved.pointerId !== from.id) return;
      const dx = (moved.clientX - from.x) * scale;
      const dy = (moved.clientY - from.y) * scale;
      onCropChange(moveCrop(photo, from.crop, dx, dy));
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      endDrag.current = () => {};
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    endDrag.current = end;
  };

  const zoomPercent = Math.round(zoom * 100);
  return (
    <Root>
      <Head>
        <Title>Рамка</Title>
        <Muted id={hintId}>Перетащите рамку или двигайте её стрелками; + и − меняют масштаб</Muted>
      </Head>
      <Stage ref={stage} style={pictureBox(photo.width, photo.height, STAGE_MAX_HEIGHT_PX)}>
        <Photo src={photoUrl} alt="" decoding="async" draggable={false} />
        <Frame
          type="button"
          aria-label="Рамка"
          aria-describedby={hintId}
          style={{
            left: percent(crop.x, photo.width),
            top: percent(crop.y, photo.height),
            width: percent(crop.width, photo.width),
            height: percent(crop.height, photo.height),
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
        />
      </Stage>
      <RangeField
        label="Масштаб"
        min={100}
        max={Math.max(100, Math.floor(deepest * 100))}
        value={zoomPercent}
        valueText={`${zoomPercent} %`}
        disabled={deepest <= 1}
        onChange={(value) => zoomTo(value / 100)}
      />
    </Root>
  );
}
