import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Shop/Catalog/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(async () => null) },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Stars first, then a text: each missing one is named, and nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Новый отзыв' });
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить отзыв' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      'Поставьте оценку от 1 до 5 звёзд',
    );
    await userEvent.click(within(form).getByText('5 звёзд'));
    await userEvent.type(within(form).getByLabelText('Текст отзыва'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить отзыв' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      'Напишите несколько слов о товаре',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Issue 27 point 5: stars and a text without the consent box: the box asks, nothing is sent. */
export const WithoutConsent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('4 звезды'));
    await userEvent.type(canvas.getByLabelText('Текст отзыва'), 'Хороший набор');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить отзыв' }));
    await expect(
      canvas.getByText('Подтвердите согласие на обработку персональных данных'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Я даю согласие/ })).not.toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A saved review: the form gives way to the thanks, with the text trimmed. */
export const Sent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('3 звезды'));
    await userEvent.type(canvas.getByLabelText('Текст отзыва'), '  Яркие краски  ');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить отзыв' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Спасибо! Ваш отзыв опубликован.',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 3, text: 'Яркие краски' });
  },
};
