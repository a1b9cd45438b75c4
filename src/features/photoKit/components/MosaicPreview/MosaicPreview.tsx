import { useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { chartToRgba, type Chart } from '@mosaic';
import { plural } from '@ui/format';
import { Spinner } from '@ui/Spinner';
import type { KitChoice, KitGrid } from '../../kitChoice';
import { Busy, Muted, Panel, PanelTitle, pictureBox } from '../constructorStyles';
import { useRoundDrillScale } from './useRoundDrillScale';

/** The tallest the chart is drawn, so a portrait kit and its caption fit a laptop screen. */
const BOARD_MAX_HEIGHT_PX = 560;

const Figure = styled.figure`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 8px;
  margin: 0;
`;

/** The canvas's fabric showing between round drills. */
const Board = styled.div`
  max-width: 100%;
  border: 1px solid var(--color-border);
  border-radius: 4px;
  background: #f4f1ea;
  overflow: hidden;
  & > canvas {
    display: block;
    width: 100%;
    height: 100%;
  }
  /* Square drills are one pixel each: enlarged, they must stay sharp squares. */
  &[data-shape='square'] > canvas {
    image-rendering: pixelated;
  }
`;

/** While a new chart is made the one before stays in view, under this label. */
const Building = styled(Busy)`
  position: absolute;
  top: 8px;
  left: 50%;
  translate: -50% 0;
  padding: 6px 12px;
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  box-shadow: var(--shadow-hover);
  white-space: nowrap;
`;

const Caption = styled.figcaption`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const colours = (n: number) => `${n} ${plural(n, ['цвет', 'цвета', 'цветов'])}`;

/** '160 × 200 страз, 38 цветов' */
const chartCaption = (chart: Chart) =>
  `${chart.cols} × ${chart.rows} страз, ${colours(chart.colours.length)}`;

/** A drill-sized tile with an opaque circle, repeated over the chart to cut the drills round. */
function circleTile(scale: number): HTMLCanvasElement {
  const tile = document.createElement('canvas');
  tile.width = scale;
  tile.height = scale;
  const context = tile.getContext('2d');
  if (context) {
    context.beginPath();
    context.arc(scale / 2, scale / 2, scale / 2, 0, 2 * Math.PI);
    context.fill();
  }
  return tile;
}

/**
 * The engine's own picture of the chart (one pixel per drill), never recomputed here. Round
 * drills: that picture enlarged `roundScale` times without smoothing and cut by a tiled circle,
 * a few draw calls for the whole chart rather than one per drill.
 */
function paint(canvas: HTMLCanvasElement, chart: Chart, roundScale: number | null) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const drills = context.createImageData(chart.cols, chart.rows);
  drills.data.set(chartToRgba(chart));
  if (roundScale === null) {
    context.putImageData(drills, 0, 0);
    return;
  }
  const small = document.createElement('canvas');
  small.width = chart.cols;
  small.height = chart.rows;
  small.getContext('2d')?.putImageData(drills, 0, 0);
  context.imageSmoothingEnabled = false;
  context.drawImage(small, 0, 0, canvas.width, canvas.height);
  context.globalCompositeOperation = 'destination-in';
  context.fillStyle = context.createPattern(circleTile(roundScale), 'repeat') ?? '#000';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.globalCompositeOperation = 'source-over';
}

export interface MosaicPreviewProps {
  /** The chart to show; the one before while a new one is made; null before the first. */
  chart: Chart | null;
  /** The chosen size's drills across and down, for the board's proportions before a chart. */
  grid: KitGrid;
  drillShape: KitChoice['drillShape'];
  /** True while the worker makes the chart of the current options. */
  building: boolean;
}

/**
 * The preview that is the pattern (issue 16): one drill per chart cell, square or round, with the
 * grid and colour count, and a note when the photo had more colours than the cap allows.
 */
export function MosaicPreview({ chart, grid, drillShape, building }: MosaicPreviewProps) {
  const titleId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const board = useRef<HTMLDivElement>(null);
  const { cols, rows } = chart ?? grid;
  const roundScale = useRoundDrillScale(board, cols);
  const drawnRound = drillShape === 'round' ? roundScale : null;
  useLayoutEffect(() => {
    if (!chart || !canvas.current) return;
    paint(canvas.current, chart, drawnRound);
    // Read by the benchmark: from 'mosaic:options' to the new chart on screen.
    performance.mark('mosaic:painted');
  }, [chart, drawnRound]);

  const scale = drawnRound ?? 1;
  const reduced = chart && chart.matchedColours > chart.colours.length;

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Схема</PanelTitle>
      <Figure aria-busy={building || undefined}>
        <Board
          ref={board}
          data-shape={drillShape}
          style={pictureBox(cols, rows, BOARD_MAX_HEIGHT_PX)}
        >
          {chart && (
            <canvas
              ref={canvas}
              width={chart.cols * scale}
              height={chart.rows * scale}
              role="img"
              aria-label={chartCaption(chart)}
              data-chart-hash={chart.hash}
            />
          )}
        </Board>
        {building && (
          <Building role="status">
            <Spinner size="s" />
            Строим схему…
          </Building>
        )}
        {chart && <Caption>{chartCaption(chart)}</Caption>}
      </Figure>
      {reduced && (
        <Muted>
          В фото {colours(chart.matchedColours)} DMC, схема сведена к {chart.colours.length}
        </Muted>
      )}
    </Panel>
  );
}
