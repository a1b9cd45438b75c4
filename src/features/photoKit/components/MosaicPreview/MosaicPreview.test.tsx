import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { chartToRgba, type Chart } from '@mosaic';
import { sceneChart } from '../../testing/constructorFixtures';
import { MosaicPreview, type MosaicPreviewProps } from './MosaicPreview';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom has no 2D canvas: a context that keeps the pixels put on it and ignores the rest. */
function recordCanvas() {
  const put: ImageData[] = [];
  const ignore = () => {};
  const context = {
    createImageData: (width: number, height: number) =>
      ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as ImageData,
    putImageData: (image: ImageData) => void put.push(image),
    drawImage: ignore,
    createPattern: () => null,
    fillRect: ignore,
    beginPath: ignore,
    arc: ignore,
    fill: ignore,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  return put;
}

/** The preview of a 40x50 portrait kit of square drills showing `chart`, nothing being built. */
const renderPreview = (chart: Chart, props: Partial<MosaicPreviewProps> = {}) =>
  render(
    <MosaicPreview
      chart={chart}
      grid={{ cols: 160, rows: 200 }}
      drillShape="square"
      building={false}
      {...props}
    />,
  );

describe('MosaicPreview', () => {
  it('issue 16: draws the chart as the engine renders it, one pixel per drill, with no colour work of its own', () => {
    const put = recordCanvas();
    const chart = sceneChart();
    renderPreview(chart);
    const canvas = screen.getByRole('img', { name: '160 × 200 страз, 40 цветов' });
    expect(canvas).toHaveProperty('width', 160);
    expect(canvas).toHaveProperty('height', 200);
    expect(canvas.getAttribute('data-chart-hash')).toBe(chart.hash);
    expect(put).toHaveLength(1);
    expect(put[0]!.data).toEqual(chartToRgba(chart));
    expect(performance.getEntriesByName('mosaic:painted')).not.toHaveLength(0);
  });

  it('issue 16: round drills are cut from the same picture of the chart', () => {
    const put = recordCanvas();
    const chart = sceneChart();
    renderPreview(chart, { drillShape: 'round' });
    expect(put).toHaveLength(1);
    expect(put[0]!.data).toEqual(chartToRgba(chart));
  });

  it('issue 16: says how many DMC colours the photo had when the cap reduced them', () => {
    recordCanvas();
    const chart = sceneChart();
    renderPreview(chart, { drillShape: 'round' });
    expect(
      screen.getByText(`В фото ${chart.matchedColours} цветов DMC, схема сведена к 40`),
    ).toBeTruthy();
  });

  it('issue 16: keeps the chart in view while the next one is built', () => {
    recordCanvas();
    const chart = sceneChart({ colourMode: 'sepia' });
    renderPreview(chart, { building: true });
    expect(screen.getByRole('status').textContent).toBe('Строим схему…');
    expect(screen.getByRole('img').getAttribute('data-chart-hash')).toBe(chart.hash);
    expect(screen.queryByText(/схема сведена/)).toBeNull();
  });
});
