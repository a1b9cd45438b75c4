import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { paintsDetail } from '../testing';
import { PropertyToggles } from './PropertyToggles';

const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Admin/FilterConfig/PropertyToggles',
  component: PropertyToggles,
  args: { properties: paintsDetail.properties, onToggle: fn() },
} satisfies Meta<typeof PropertyToggles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-FC-2: each property on or off; a switch sends the property and its new state. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: 'Бренд' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Цвет' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Цвет' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(14, true);
    await userEvent.click(canvas.getByRole('switch', { name: 'Размер' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(13, false);
    blurActive();
  },
};

/** A write under way: the switches wait and send nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const color = canvas.getByRole('switch', { name: 'Цвет' });
    await expect(color).toBeDisabled();
    await userEvent.click(color, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** On a phone the switches form one column; a long name wraps. */
export const MobileLongNames: Story = {
  args: {
    properties: [
      ...paintsDetail.properties,
      {
        ...paintsDetail.properties[0]!,
        ID: 15,
        NAME: 'Количество цветов в наборе красок для рисования по номерам',
        CODE: 'COLORS_COUNT',
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(5);
    await expect(
      canvas.getByRole('switch', {
        name: 'Количество цветов в наборе красок для рисования по номерам',
      }),
    ).toBeVisible();
  },
};
