import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { defaultCrop } from '@mosaic';
import { scenePhotoUrl, useHeld } from '../../testing';
import { CropFrame, type CropFrameProps } from './CropFrame';

const portrait = { width: 400, height: 500 };
const wide = { width: 900, height: 500 };
const grid = { cols: 160, rows: 200 };

/** The frame as the constructor holds it: every change reported and kept. */
function HeldFrame({ onCropChange, ...props }: CropFrameProps) {
  const [crop, setCrop] = useHeld(props.crop, onCropChange);
  return <CropFrame {...props} crop={crop} onCropChange={setCrop} />;
}

const meta = {
  title: 'Shop/PhotoKit/CropFrame',
  component: CropFrame,
  args: {
    photoUrl: scenePhotoUrl(wide.width, wide.height),
    photo: wide,
    grid,
    crop: defaultCrop(wide, grid.cols, grid.rows),
    onCropChange: fn(),
  },
  render: (args) => <HeldFrame {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CropFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * issue 16: a wide photo under a 40x50 portrait frame, centred at the largest size; arrows move
 * it, + and − zoom it, always in whole pixels of the photo.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Рамка', { selector: 'h3' })).toBeVisible();
    const frame = canvas.getByRole('button', { name: 'Рамка' });
    await expect(frame).toHaveAccessibleDescription(
      'Перетащите рамку или двигайте её стрелками; + и − меняют масштаб',
    );
    // 400 × 500 is the largest 4:5 frame of a 900 × 500 photo, centred.
    await expect(args.crop).toEqual({ x: 250, y: 0, width: 400, height: 500 });
    frame.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: 270,
      y: 0,
      width: 400,
      height: 500,
    });
    await userEvent.keyboard('+');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: 288,
      y: 23,
      width: 364,
      height: 455,
    });
    await expect(canvas.getByRole('slider', { name: 'Масштаб' })).toHaveAttribute(
      'aria-valuetext',
      '110 %',
    );
  },
};

/** issue 16: dragging the frame with the pointer moves it by the photo's pixels under it. */
export const Drag: Story = {
  play: async ({ canvas, args }) => {
    const frame = canvas.getByRole('button', { name: 'Рамка' });
    const stage = frame.parentElement!.getBoundingClientRect();
    const start = frame.getBoundingClientRect();
    const from = { clientX: start.left + 20, clientY: start.top + 20, pointerId: 1, button: 0 };
    fireEvent.pointerDown(frame, from);
    // A tenth of the shown width to the left: a tenth of the photo's 900 pixels.
    fireEvent.pointerMove(frame, { ...from, clientX: from.clientX - stage.width / 10 });
    fireEvent.pointerUp(frame, from);
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: 160,
      y: 0,
      width: 400,
      height: 500,
    });
  },
};

/** issue 16: the 'Масштаб' slider zooms around the frame's centre. */
export const ZoomedIn: Story = {
  args: {
    photoUrl: scenePhotoUrl(portrait.width, portrait.height),
    photo: portrait,
    crop: defaultCrop(portrait, grid.cols, grid.rows),
  },
  play: async ({ canvas, args }) => {
    const zoom = canvas.getByRole('slider', { name: 'Масштаб' });
    await expect(zoom).toHaveAttribute('max', '250');
    fireEvent.change(zoom, { target: { value: '200' } });
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: 100,
      y: 125,
      width: 200,
      height: 250,
    });
  },
};

/** issue 16: a photo of exactly one pixel per drill cannot be zoomed: the slider rests. */
export const NoRoomToZoom: Story = {
  args: {
    photoUrl: scenePhotoUrl(160, 200),
    photo: { width: 160, height: 200 },
    crop: { x: 0, y: 0, width: 160, height: 200 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Масштаб' })).toBeDisabled();
  },
};

/** At phone width the photo takes the width and keeps its proportions. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('button', { name: 'Рамка' });
    const stage = frame.parentElement!.getBoundingClientRect();
    await expect(Math.round((stage.width / stage.height) * 100)).toBe(180);
  },
};
