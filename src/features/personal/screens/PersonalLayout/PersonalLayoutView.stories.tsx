import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageTitle } from '@features/page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { UnsubscribeNotice } from '../../components/UnsubscribeNotice';
import { orderSummary, profile } from '../../testing';
import { PasswordResetView } from '../PasswordResetScreen/PasswordResetView';
import { PersonalHomeView } from '../PersonalHomeScreen/PersonalHomeView';
import { PersonalLayoutView } from './PersonalLayoutView';

const meta = {
  title: 'Shop/Personal/PersonalLayoutView',
  component: PersonalLayoutView,
  args: {
    access: 'member',
    currentPath: '/personal/',
    onSignIn: fn(),
    children: (
      <PersonalHomeView
        title={<PageTitle title="Личный кабинет" />}
        profile={profile}
        orders={[orderSummary(1031), orderSummary(1030, { paymentState: 'paid' })]}
      />
    ),
  },
} satisfies Meta<typeof PersonalLayoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-LAYOUT-12: the cabinet menu, in the spec's order, with the current page marked. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Личный кабинет' });
    const hrefs = [...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/personal/',
      '/personal/private/',
      '/personal/orders/',
      '/personal/purchases/',
      '/personal/reviews/',
      '/personal/subscribe/',
      '/personal/favorites/',
    ]);
    await expect(canvas.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Здравствуйте, Анна!')).toBeVisible();
  },
};

/** Signed out: a prompt to sign in instead of the cabinet. */
export const Guest: Story = {
  args: { access: 'guest' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.queryByRole('navigation', { name: 'Личный кабинет' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти или зарегистрироваться' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** Issue 15: the unsubscribe link of an e-mail, opened signed out, says what it did. */
export const GuestUnsubscribed: Story = {
  args: {
    access: 'guest',
    currentPath: '/personal/subscribe/',
    guestPage: (
      <>
        <UnsubscribeNotice result="done" />
        <SignInPrompt onSignIn={fn()} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Вы отписаны от рассылки');
    await expect(canvas.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeVisible();
  },
};

/** Issue 15 point 6: the reset link's form, for anyone, without the cabinet around it. */
export const PasswordResetLink: Story = {
  args: {
    access: 'guest',
    currentPath: '/personal/private/',
    publicPage: <PasswordResetView onSubmit={fn()} onRequestNewLink={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Задать новый пароль' })).toBeVisible();
    await expect(canvas.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
  },
};

/** Until the user state is known. */
export const Loading: Story = {
  args: { access: 'unknown' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
