import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PageTitle } from '@features/page';
import { myReview } from '../../testing';
import { MyReviewsView } from './MyReviewsView';

const reviews = [myReview(0), myReview(1, { verified: false }), myReview(2, { product: null })];

const meta = {
  title: 'Shop/Personal/MyReviewsView',
  component: MyReviewsView,
  args: {
    title: <PageTitle title="Мои отзывы" />,
    reviews,
    onSave: fn(async (): Promise<string | null> => null),
    onDelete: fn(async (): Promise<string | null> => null),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (name: RegExp) => within(screen.getByRole('article', { name }));

/** Issue 15 point 5: the reviews, those of bought products marked 'Проверенная покупка'. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const first = cardOf(/Кот в сапогах/);
    await expect(first.getByText('Проверенная покупка')).toBeVisible();
    await expect(first.getByRole('link', { name: /Кот в сапогах/ })).toHaveAttribute(
      'href',
      '/product/almaznaya-mozaika/tovar-100/',
    );
    await expect(cardOf(/Летний вечер/).queryByText('Проверенная покупка')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Товар снят с продажи' })).toBeVisible();
  },
};

/** Edit in place: new stars and text are saved, and the page says so. */
export const Edit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Изменить отзыв: .*Кот в сапогах/ }));
    const form = within(canvas.getByRole('form', { name: /Изменить отзыв/ }));
    await userEvent.click(form.getByLabelText('3 звезды'));
    await userEvent.clear(form.getByLabelText('Текст отзыва'));
    await userEvent.type(form.getByLabelText('Текст отзыва'), 'Хорошо, но рамка хлипкая.');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSave).toHaveBeenCalledWith(500, {
      rating: 3,
      text: 'Хорошо, но рамка хлипкая.',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Отзыв сохранён');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** An empty text is not sent; the server's refusal is shown in the form. */
export const EditRefused: Story = {
  args: { onSave: fn(async () => 'Отзыв слишком длинный') },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Изменить отзыв: .*Кот в сапогах/ }));
    const form = within(canvas.getByRole('form', { name: /Изменить отзыв/ }));
    await userEvent.clear(form.getByLabelText('Текст отзыва'));
    await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Напишите несколько слов о товаре');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('Текст отзыва'), 'Текст');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
    await expect(await form.findByText('Отзыв слишком длинный')).toBeVisible();
  },
};

/** Deleting asks first; 'Отмена' keeps the review. */
export const Delete: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Удалить отзыв: .*Летний вечер/ }));
    const question = await screen.findByRole('alertdialog', { name: 'Удалить отзыв?' });
    await expect(question).toHaveTextContent(
      '«Картина по номерам «Летний вечер в Провансе» 30x40»',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Удалить отзыв: .*Летний вечер/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(501);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Отзыв удалён');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The question itself, for its picture. */
export const DeleteQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Удалить отзыв: .*Кот в сапогах/ }));
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(question).toBeVisible());
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Отзывов пока нет' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Мои покупки' })).toHaveAttribute(
      'href',
      '/personal/purchases/',
    );
  },
};

export const Loading: Story = {
  args: { reviews: null },
};

export const Failed: Story = {
  args: { reviews: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить отзывы.');
  },
};

export const LongText: Story = {
  args: {
    reviews: [myReview(0, { text: 'Очень понравилось! '.repeat(60).trim() })],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
