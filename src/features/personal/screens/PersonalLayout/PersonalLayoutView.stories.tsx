import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageTitle } from '@features/page';
import { PersonalPageView } from '../PersonalScreen/PersonalPageView';
import { PersonalLayoutView } from './PersonalLayoutView';

const profile = { id: 7, name: 'Анна', email: 'anna@hobby.test', phone: '+79990000000' };

const meta = {
  title: 'Shop/Personal/PersonalLayoutView',
  component: PersonalLayoutView,
  args: {
    access: 'member',
    currentPath: '/personal/',
    onSignIn: fn(),
    children: (
      <PersonalPageView
        path="/personal/"
        title={<PageTitle title="Личный кабинет" />}
        profile={profile}
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

export const PrivateData: Story = {
  args: {
    currentPath: '/personal/private/',
    children: (
      <PersonalPageView
        path="/personal/private/"
        title={<PageTitle title="Личные данные" />}
        profile={profile}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('anna@hobby.test')).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: {
    currentPath: '/personal/orders/',
    children: (
      <PersonalPageView
        path="/personal/orders/"
        title={<PageTitle title="Мои заказы" />}
        profile={profile}
      />
    ),
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

/** Until the user state is known. */
export const Loading: Story = {
  args: { access: 'unknown' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
