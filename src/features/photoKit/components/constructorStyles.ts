import type { CSSProperties } from 'react';
import styled from 'styled-components';

// The parts the constructor's blocks share, so they read as one piece.

/** A titled block of the constructor: a flat bordered card (DESIGN.md). */
export const Panel = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  min-width: 0;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: var(--font-size-lg);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

/** A refusal said in the shop's words, announced as it appears. */
export const Problem = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius-control);
  background: var(--color-error-tint);
  color: var(--color-error);
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A line with a spinner that says what is being done ('Читаем фото…'). */
export const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: var(--color-brand);
  font-weight: 600;
`;

/**
 * The size of a picture's box (the photo under its frame, the chart): the picture's own
 * proportions, the column's width at most, and no taller than `maxHeightPx` so the options or the
 * caption stay in view.
 */
export const pictureBox = (width: number, height: number, maxHeightPx: number): CSSProperties => ({
  aspectRatio: `${width} / ${height}`,
  width: `min(100%, ${(maxHeightPx * width) / height}px)`,
});
