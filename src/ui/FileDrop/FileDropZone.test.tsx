import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FileDropZone } from './FileDropZone';

afterEach(cleanup);

function renderZone() {
  const onFileDrop = vi.fn();
  render(
    <FileDropZone onFileDrop={onFileDrop}>
      <p>Перетащите файл сюда</p>
    </FileDropZone>,
  );
  return { onFileDrop, zone: screen.getByText('Перетащите файл сюда').parentElement! };
}

describe('FileDropZone', () => {
  it('takes the first dropped file and forgets the drag', () => {
    const { onFileDrop, zone } = renderZone();
    const first = new File(['a'], 'leto.png', { type: 'image/png' });
    const second = new File(['b'], 'zima.png', { type: 'image/png' });
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'] } });
    expect(zone.hasAttribute('data-over')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: { files: [first, second], types: ['Files'] } });
    expect(onFileDrop).toHaveBeenCalledExactlyOnceWith(first);
    expect(zone.hasAttribute('data-over')).toBe(false);
  });

  it('leaves text dragged over it to the browser', () => {
    const { zone } = renderZone();
    const dragOver = fireEvent.dragOver(zone, { dataTransfer: { types: ['text/plain'] } });
    // fireEvent answers false when the handler called preventDefault.
    expect(dragOver).toBe(true);
    expect(zone.hasAttribute('data-over')).toBe(false);
  });

  it('clears the mark when the file is dragged away, and a drop without files calls nothing', () => {
    const { onFileDrop, zone } = renderZone();
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'] } });
    fireEvent.dragLeave(zone);
    expect(zone.hasAttribute('data-over')).toBe(false);
    fireEvent.drop(zone, { dataTransfer: { files: [], types: [] } });
    expect(onFileDrop).not.toHaveBeenCalled();
  });
});
