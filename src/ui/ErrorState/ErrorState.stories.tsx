import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  args: {
    text: 'Не удалось загрузить отзывы. Проверьте интернет и попробуйте ещё раз.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced at once (role="alert"); 'Повторить' asks again. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Упс! Что-то пошло не так!');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Повторить' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Without onRetry there is nothing to press. */
export const WithoutRetry: Story = {
  args: {
    onRetry: undefined,
    title: 'Не удалось сохранить!',
    text: 'Попробуйте ещё раз или обратитесь к администратору.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось сохранить!');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
