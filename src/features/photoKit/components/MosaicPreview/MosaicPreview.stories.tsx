import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sceneChart } from '../../testing';
import { MosaicPreview } from './MosaicPreview';

const grid = { cols: 160, rows: 200 };

const meta = {
  title: 'Shop/PhotoKit/MosaicPreview',
  component: MosaicPreview,
  args: { chart: sceneChart({ colourMode: 'sepia' }), grid, drillShape: 'square', building: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MosaicPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 16: the pattern of a sepia kit, square drills, within the cap: no reduction note. */
export const SquareDrills: Story = {
  play: async ({ canvas, args }) => {
    const board = canvas.getByRole('img', { name: /^160 × 200 страз, \d+ цвет/ });
    await expect(board).toHaveAttribute('data-chart-hash', args.chart!.hash);
    await expect(
      canvas.getByText(`160 × 200 страз, ${args.chart!.colours.length} цветов`),
    ).toBeVisible();
    await expect(canvas.queryByText(/схема сведена/)).toBeNull();
  },
};

/** issue 16: round drills: each drill a circle with the canvas showing between them. */
export const RoundDrills: Story = {
  args: { drillShape: 'round' },
};

/** issue 16: the photo had more DMC colours than the cap: the note says how many and to what. */
export const ReducedColours: Story = {
  args: { chart: sceneChart() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('160 × 200 страз, 40 цветов')).toBeVisible();
    await expect(
      canvas.getByText(`В фото ${args.chart!.matchedColours} цветов DMC, схема сведена к 40`),
    ).toBeVisible();
  },
};

/** issue 16: the first chart of a photo is on its way: the board waits in the kit's shape. */
export const FirstChartBuilding: Story = {
  args: { chart: null, building: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Строим схему…');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** issue 16: options changed: the chart before stays in view under 'Строим схему…'. */
export const Rebuilding: Story = {
  args: { building: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Строим схему…');
    await expect(canvas.getByRole('img')).toHaveAttribute('data-chart-hash', args.chart!.hash);
  },
};

/** A landscape 50x65 kit: wider than tall. */
export const Landscape: Story = {
  args: { chart: sceneChart({ cols: 260, rows: 200 }), grid: { cols: 260, rows: 200 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('260 × 200 страз, 40 цветов')).toBeVisible();
  },
};

/** At phone width the board takes the width and keeps the kit's proportions. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { drillShape: 'round' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img').getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100)).toBe(80);
  },
};
