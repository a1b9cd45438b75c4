import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PasswordResetView } from './PasswordResetView';

const meta = {
  title: 'Shop/Personal/PasswordResetView',
  component: PasswordResetView,
  args: { onSubmit: fn(), onRequestNewLink: fn() },
} satisfies Meta<typeof PasswordResetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15 point 6: the new password, typed twice the same, is sent. */
export const NewPassword: Story = {
  parameters: { visual: { skipReason: 'Focus ring after submit differs from run to run.' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Новый пароль'), 'короткий');
    await userEvent.type(canvas.getByLabelText('Повторите пароль'), 'другой');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
    await expect(canvas.getByText('Пароли не совпадают')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Повторите пароль'));
    await userEvent.type(canvas.getByLabelText('Повторите пароль'), 'короткий');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('короткий');
  },
};

/** Issue 26 point 5: the link of an account made at checkout sets its first password. */
export const FirstPassword: Story = {
  args: { first: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Пароль для личного кабинета' }),
    ).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Задать пароль' }));
    await userEvent.type(form.getByLabelText('Новый пароль'), 'первый-пароль');
    await userEvent.type(form.getByLabelText('Повторите пароль'), 'первый-пароль');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить пароль' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('первый-пароль');
  },
};

/** Too short. */
export const TooShort: Story = {
  parameters: { visual: { skipReason: 'Focus ring after submit differs from run to run.' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Новый пароль'), '1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
    await expect(canvas.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the password is set and the cabinet opens. */
export const Saving: Story = {
  args: { pending: true },
};

/** A used or old link: the server's words and a way to a new one. */
export const LinkUsed: Story = {
  args: { error: 'Ссылка для восстановления пароля недействительна или устарела' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('недействительна или устарела');
    await userEvent.click(canvas.getByRole('button', { name: 'Запросить новую ссылку' }));
    await expect(args.onRequestNewLink).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
