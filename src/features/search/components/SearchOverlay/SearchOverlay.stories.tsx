import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeStoryStore } from '@features/catalog/testing';
import { holdFocus } from '@ui/testing';
import { SearchOverlay } from './SearchOverlay';

/** A data router at `url`, with the current url in a hidden `data-testid="url"` element. */
function AtUrl({ url }: { url: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <OverlayWithUrl /> }], { initialEntries: [url] }),
  );
  // The suggestions under the field use the shop's api (RTK Query).
  const [store] = useState(() => makeStoryStore());
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

function OverlayWithUrl() {
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <SearchOverlay />
      <output data-testid="url">{pathname + search + hash}</output>
    </>
  );
}

const meta = {
  title: 'Shop/Search/SearchOverlay',
  component: AtUrl,
  args: { url: '/shop/?sort=price#/search/' },
} satisfies Meta<typeof AtUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-LAYOUT-4: the hash #/search/ opens the overlay with the query field focused; the close button removes the hash. */
export const OpenByHash: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const overlay = await page.findByRole('dialog', { name: 'Поиск' });
    await waitFor(() => expect(overlay).toBeVisible());
    const field = within(overlay).getByRole('searchbox', { name: 'Что ищем?' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('placeholder', 'Поиск среди 100000 товаров');
    await expect(within(overlay).getByText('Начните вводить запрос')).toBeVisible();
    await userEvent.type(field, 'алмазная мозаика');
    await expect(field).toHaveValue('алмазная мозаика');
    await userEvent.click(within(overlay).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('url')).toHaveTextContent(/^\/shop\/\?sort=price$/);
  },
};

/** Escape, pressed with focus in the query field, closes it too. */
export const ClosesWithEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const overlay = await page.findByRole('dialog', { name: 'Поиск' });
    await waitFor(() => expect(overlay).toBeVisible());
    await holdFocus(within(overlay).getByRole('searchbox', { name: 'Что ищем?' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('url')).toHaveTextContent(/^\/shop\/\?sort=price$/);
  },
};

/** Without the hash nothing is shown. */
export const Closed: Story = {
  args: { url: '/shop/' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('dialog'),
    ).not.toBeInTheDocument();
  },
};

/** On a phone the overlay takes the width of the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const overlay = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Поиск',
    });
    await waitFor(() => expect(overlay).toBeVisible());
  },
};
