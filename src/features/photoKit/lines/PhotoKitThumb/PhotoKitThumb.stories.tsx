import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { photoKitLine, storyMosaic } from '../../testing';
import { PhotoKitThumb } from './PhotoKitThumb';

const meta = {
  title: 'Shop/PhotoKit/PhotoKitThumb',
  component: PhotoKitThumb,
  args: { kit: photoKitLine() },
  decorators: [
    (Story) => (
      <div style={{ width: 96 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoKitThumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 16: a portrait kit's mosaic, drills kept sharp, in the chart's 4:5 shape. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Схема набора по фото' });
    await expect(picture).toHaveAttribute('width', '160');
    await expect(picture).toHaveAttribute('height', '200');
  },
};

/** A landscape kit: wider than tall. */
export const Landscape: Story = {
  args: {
    kit: photoKitLine({
      cols: 200,
      rows: 160,
      previewUrl: storyMosaic(20, 16),
      options: { ...photoKitLine().options, orientation: 'landscape' },
    }),
  },
};
