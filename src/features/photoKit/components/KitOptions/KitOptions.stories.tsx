import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { initialChoice } from '../../kitChoice';
import { photoKitOffer, useHeld } from '../../testing';
import { KitOptions, type KitOptionsProps } from './KitOptions';

const offer = photoKitOffer();

/** The options as the constructor holds them: every change reported and kept. */
function HeldOptions({ onChange, ...props }: KitOptionsProps) {
  const [choice, setChoice] = useHeld(props.choice, onChange);
  return <KitOptions {...props} choice={choice} onChange={setChoice} />;
}

const meta = {
  title: 'Shop/PhotoKit/KitOptions',
  component: KitOptions,
  args: { sizes: offer.sizes, choice: initialChoice(offer), onChange: fn() },
  render: (args) => <HeldOptions {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KitOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 16: the offer's defaults: 40×50 portrait, square drills, colour, rolled, 40 colours. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    const sizes = canvas.getByRole('radiogroup', { name: 'Размер' });
    await expect(within(sizes).getByRole('radio', { name: /40×50 см/ })).toBeChecked();
    await expect(within(sizes).getByRole('radio', { name: /40×50 см/ })).toHaveAccessibleName(
      '40×50 см 2 590 ₽ 160 × 200 страз',
    );
    await expect(canvas.getByRole('radio', { name: 'Вертикальная' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Квадратные' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Цветная' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Свёрнутый' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'На подрамнике +1 000 ₽' })).not.toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Цветов не больше' })).toHaveValue('40');
    await expect(
      canvas.getByRole('checkbox', { name: 'Смешивать цвета (дизеринг)' }),
    ).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** issue 16: each choice reaches the constructor; the stretcher adds its surcharge to every size. */
export const Choosing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /30×40 см/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ productId: 9002 }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Горизонтальная' }));
    await expect(canvas.getByRole('radio', { name: /30×40 см/ })).toHaveAccessibleName(
      '30×40 см 1 990 ₽ 160 × 120 страз',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Круглые' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Сепия' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'На подрамнике +800 ₽' }));
    await expect(canvas.getByRole('radio', { name: /50×65 см/ })).toHaveAccessibleName(
      '50×65 см 4 790 ₽ 260 × 200 страз',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Смешивать цвета (дизеринг)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      productId: 9002,
      orientation: 'landscape',
      drillShape: 'round',
      colourMode: 'sepia',
      canvas: 'stretcher',
      maxColours: 40,
      dithering: true,
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** issue 16: the colour cap goes from 10 to 50; its value is shown beside it. */
export const ColourCap: Story = {
  args: { choice: { ...initialChoice(offer), maxColours: 11 } },
  play: async ({ canvas, args }) => {
    const cap = canvas.getByRole('slider', { name: 'Цветов не больше' });
    await expect(cap).toHaveAttribute('min', '10');
    await expect(cap).toHaveAttribute('max', '50');
    fireEvent.change(cap, { target: { value: '10' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ maxColours: 10 }),
    );
    await expect(cap).toHaveAttribute('aria-valuetext', '10');
  },
};

/** At phone width: landscape on a stretcher, the prices with the surcharge, cards two by two. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { choice: { ...initialChoice(offer), canvas: 'stretcher', orientation: 'landscape' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /40×50 см/ })).toHaveAccessibleName(
      '40×50 см 3 590 ₽ 200 × 160 страз',
    );
  },
};
