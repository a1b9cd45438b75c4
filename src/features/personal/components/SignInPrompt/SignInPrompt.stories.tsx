import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SignInPrompt } from './SignInPrompt';

const meta = {
  title: 'Shop/Personal/SignInPrompt',
  component: SignInPrompt,
  args: { onSignIn: fn() },
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-out visitor in the cabinet: one button opens the sign-in popup. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти или зарегистрироваться' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};
