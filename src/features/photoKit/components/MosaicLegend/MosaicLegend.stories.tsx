import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sceneChart } from '../../testing';
import { MosaicLegend } from './MosaicLegend';

const chart = sceneChart();

const meta = {
  title: 'Shop/PhotoKit/MosaicLegend',
  component: MosaicLegend,
  args: { colours: chart.colours },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MosaicLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 16: 40 colours, most used first, each with its symbol; 'Всего' is all 32 000 drills. */
export const FortyColours: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Легенда' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Символ', 'DMC', 'Название', 'Цвет', 'Страз']);
    const rows = within(table).getAllByRole('row');
    // Header, 40 colours, total.
    await expect(rows).toHaveLength(42);
    const [first] = chart.colours;
    await expect(rows[1]).toHaveTextContent(`${first!.symbol}${first!.code}${first!.name}`);
    await expect(rows.at(-1)).toHaveTextContent('Всего32 000');
  },
};

/** A black-and-white kit capped at 10 colours: the legend is short. */
export const FewColours: Story = {
  args: { colours: sceneChart({ colourMode: 'bw', maxColours: 10 }).colours },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(12);
  },
};

/** At phone width the legend scrolls inside its frame, header and total kept in view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Легенда' })).toHaveAttribute('tabindex', '0');
  },
};
