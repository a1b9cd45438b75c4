import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { useHeld } from '../../testing';
import { RangeField, type RangeFieldProps } from './RangeField';

/** The slider as its form holds it: every change reported and kept. */
function HeldRange({ onChange, ...props }: RangeFieldProps) {
  const [value, setValue] = useHeld(props.value, onChange);
  return <RangeField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Shop/PhotoKit/RangeField',
  component: RangeField,
  args: { label: 'Цветов не больше', min: 10, max: 50, value: 40, onChange: fn() },
  render: (args) => <HeldRange {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 16: the colour cap; moving it reports the number and the value beside the label follows. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Цветов не больше' });
    fireEvent.change(slider, { target: { value: '38' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(38);
    await expect(canvas.getByRole('status')).toHaveTextContent('38');
  },
};

/** A value read with its unit ('150 %'), as the frame's zoom is. */
export const WithUnit: Story = {
  args: { label: 'Масштаб', min: 100, max: 750, value: 150, valueText: '150 %' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Масштаб' })).toHaveAttribute(
      'aria-valuetext',
      '150 %',
    );
  },
};

/** Nothing to change: the photo is too small to zoom in. */
export const Disabled: Story = {
  args: { label: 'Масштаб', min: 100, max: 100, value: 100, valueText: '100 %', disabled: true },
};
