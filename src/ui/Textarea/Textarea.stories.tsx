import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Design system/Textarea',
  component: Textarea,
  args: {
    label: 'Комментарий к заказу',
    placeholder: 'Например, позвонить за час',
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Textarea {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Комментарий к заказу' });
    await userEvent.type(field, 'Оставить у двери{enter}Спасибо!');
    await expect(field).toHaveValue('Оставить у двери\nСпасибо!');
  },
};

export const WithError: Story = {
  args: {
    label: 'Отзыв',
    error: 'Напишите хотя бы пару слов о товаре',
    hint: 'Отзыв появится после проверки',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Отзыв' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Отзыв появится после проверки Напишите хотя бы пару слов о товаре',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Заказ уже передан в доставку' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Отзыв',
    rows: 6,
    defaultValue:
      'Заказывала набор для алмазной вышивки в подарок маме. Стразы все на месте, рассортированы по ' +
      'пакетикам с номерами, холст плотный, схема яркая и чёткая. Доставили на день раньше срока. ' +
      'Мама довольна, уже взялась за вторую картину!',
  },
};
