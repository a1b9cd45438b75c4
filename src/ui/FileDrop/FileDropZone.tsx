import { useState, type ComponentPropsWithoutRef, type DragEvent } from 'react';
import styled from 'styled-components';

const Zone = styled.div`
  border: 2px dashed var(--color-border-strong);
  border-radius: var(--radius-card);
  &[data-over] {
    border-color: var(--color-brand);
  }
`;

export interface FileDropZoneProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'onDragOver' | 'onDragLeave' | 'onDrop'
> {
  /** The first file dropped on the zone; nothing is called for a drop without files. */
  onFileDrop: (file: File) => void;
}

// Text or a link dragged over the zone is left to the browser: only files are taken.
const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A box that takes a dropped file: framed by a dashed line that turns to the brand colour while a
 * file is over it. It carries `data-over` then, so a screen can tint its own background; layout,
 * padding and background are the screen's (wrap it with `styled(FileDropZone)`).
 */
export function FileDropZone({ onFileDrop, ...rest }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <Zone
      {...rest}
      data-over={over || undefined}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        // Without this the browser opens the dropped file instead of handing it to the page.
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFileDrop(file);
      }}
    />
  );
}
