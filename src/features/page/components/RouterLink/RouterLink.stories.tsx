import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { RouterLink } from './RouterLink';

/** Where the router is, how it got there, and whether the browser was left the last click. */
function Page() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [browserClick, setBrowserClick] = useState('нет');
  // Runs after the link's own handler; the story keeps the browser from opening anything.
  const watchClick = (event: MouseEvent) => {
    setBrowserClick(event.defaultPrevented ? 'нет' : 'да');
    event.preventDefault();
  };
  return (
    <nav onClick={watchClick}>
      <RouterLink href="/shop/almaznaya-vyshivka/">Алмазная вышивка</RouterLink>{' '}
      <RouterLink href="/shop/">Каталог</RouterLink>{' '}
      <RouterLink href="/shop/" target="_blank">
        Каталог в новой вкладке
      </RouterLink>
      <p>Адрес: {location.pathname}</p>
      <p>Переход: {navigationType}</p>
      <p>Клик отдан браузеру: {browserClick}</p>
    </nav>
  );
}

function RouterLinkDemo() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/shop/'] }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shop/Page/RouterLink',
  component: RouterLinkDemo,
} satisfies Meta<typeof RouterLinkDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click on a shop path is a client-side navigation, the anchor keeps its href. */
export const FollowsInTheRouter: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Алмазная вышивка' });
    await expect(link).toHaveAttribute('href', '/shop/almaznaya-vyshivka/');
    await userEvent.click(link);
    await expect(await canvas.findByText('Адрес: /shop/almaznaya-vyshivka/')).toBeVisible();
    await expect(canvas.getByText('Переход: PUSH')).toBeVisible();
    await expect(canvas.getByText('Клик отдан браузеру: нет')).toBeVisible();
  },
};

/** A link to the url already shown replaces the history entry instead of adding one. */
export const SameUrlReplaces: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Каталог' }));
    await expect(await canvas.findByText('Переход: REPLACE')).toBeVisible();
    await expect(canvas.getByText('Адрес: /shop/')).toBeVisible();
  },
};

/** A modified click or another target is the browser's: the router stays where it is. */
export const ModifiedClicksAreTheBrowsers: Story = {
  play: async ({ canvas }) => {
    fireEvent.click(canvas.getByRole('link', { name: 'Алмазная вышивка' }), { ctrlKey: true });
    await waitFor(() => expect(canvas.getByText('Клик отдан браузеру: да')).toBeVisible());
    await expect(canvas.getByText('Адрес: /shop/')).toBeVisible();
    await expect(canvas.getByText('Переход: POP')).toBeVisible();

    fireEvent.click(canvas.getByRole('link', { name: 'Каталог в новой вкладке' }));
    await expect(canvas.getByText('Адрес: /shop/')).toBeVisible();
    await expect(canvas.getByText('Клик отдан браузеру: да')).toBeVisible();
  },
};
