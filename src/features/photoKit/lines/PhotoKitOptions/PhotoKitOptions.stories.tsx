import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { photoKitLine } from '../../testing';
import { PhotoKitOptions } from './PhotoKitOptions';

const meta = {
  title: 'Shop/PhotoKit/PhotoKitOptions',
  component: PhotoKitOptions,
  args: { kit: photoKitLine() },
} satisfies Meta<typeof PhotoKitOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 16: the default kit, as the brief writes its line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов',
      ),
    ).toBeVisible();
  },
};

/** Every other choice, dithering last; the text wraps on a phone. */
export const AllOtherOptions: Story = {
  args: {
    kit: photoKitLine({
      size: '50x65',
      colourCount: 22,
      options: {
        orientation: 'landscape',
        drillShape: 'round',
        colourMode: 'bw',
        canvas: 'stretcher',
        maxColours: 30,
        dithering: true,
      },
    }),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ · 22 цвета · с дизерингом$/)).toBeVisible();
  },
};
