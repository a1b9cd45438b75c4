import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from './Input';

const meta = {
  title: 'Design system/Input',
  component: Input,
  args: { label: 'Имя', placeholder: 'Как к вам обращаться', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Имя' });
    await userEvent.type(input, 'Анна');
    await expect(input).toHaveValue('Анна');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Телефон',
    type: 'tel',
    placeholder: '+7 (___) ___-__-__',
    hint: 'Позвоним, чтобы подтвердить заказ',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
      'Позвоним, чтобы подтвердить заказ',
    );
  },
};

/** The error is read out with the field and marks it invalid. */
export const WithError: Story = {
  args: {
    label: 'Эл. почта',
    type: 'email',
    defaultValue: 'anna@',
    hint: 'Пришлём чек и статус заказа',
    error: 'Проверьте адрес почты',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Эл. почта' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Пришлём чек и статус заказа Проверьте адрес почты',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Москва', label: 'Город' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Город' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Промокод', hideLabel: true, placeholder: 'Промокод' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Промокод' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Адрес доставки с указанием подъезда, этажа и кода домофона',
    defaultValue:
      'г. Москва, ул. Большая Садовая, д. 10, кв. 50, подъезд 4, этаж 7, домофон 50К1234',
    hint: 'Курьер позвонит за час до приезда',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
