import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '@ui/Button';
import { HoverPopup } from './HoverPopup';

const meta = {
  title: 'Design system/HoverPopup',
  component: HoverPopup,
  args: {
    label: 'Профиль',
    trigger: (props) => (
      <Button variant="ghost" iconStart="user" {...props}>
        Профиль
      </Button>
    ),
    children: null,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoverPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's profile popup for a guest (spec §2): it opens on hover. */
export const SignedOut: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 12, width: 260 }}>
        <p style={{ margin: 0 }}>Вы не авторизованы</p>
        <Button fullWidth>Войти или зарегистрироваться</Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Профиль' }));
    await waitFor(() => expect(canvas.getByText('Вы не авторизованы')).toBeVisible());
    await expect(
      canvas.getByRole('button', { name: 'Войти или зарегистрироваться' }),
    ).toBeVisible();
  },
};

/** Signed in: account links and «Выйти»; keyboard focus opens it too and Tab walks into it. */
export const SignedIn: Story = {
  args: {
    trigger: (props) => (
      <a href="#personal" {...props}>
        Анна
      </a>
    ),
    children: (
      <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none', width: 220 }}>
        <li>
          <a href="#personal">Личный кабинет</a>
        </li>
        <li>
          <a href="#orders">Мои заказы</a>
        </li>
        <li>
          <a href="#favorites">Избранное</a>
        </li>
        <li>
          <Button variant="ghost" size="s">
            Выйти
          </Button>
        </li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Анна' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Личный кабинет' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('link', { name: 'Анна' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Анна' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The pointer leaves: the panel closes after a short delay. */
export const ClosesAfterLeaving: Story = {
  args: SignedOut.args,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Профиль' });
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByText('Вы не авторизованы')).not.toBeInTheDocument());
  },
};
