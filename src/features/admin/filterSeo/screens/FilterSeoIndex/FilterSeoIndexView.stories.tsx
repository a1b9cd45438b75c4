import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { urls } from '../../testing/filterSeoFixtures';
import { FilterSeoIndexView } from './FilterSeoIndexView';

const meta = {
  title: 'Admin/FilterSeo/FilterSeoIndexView',
  component: FilterSeoIndexView,
  args: { urls, onGo: fn(), onDelete: fn() },
} satisfies Meta<typeof FilterSeoIndexView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-SEO-1: the url field starts at '/', Go opens it; '/' has no delete (R-SEO-3). */
export const Index: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Адрес страницы без домена' });
    await expect(field).toHaveValue('/');
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти' }));
    await expect(args.onGo).toHaveBeenCalledWith('/');
    await expect(canvas.getByRole('link', { name: '/ (по умолчанию)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Удалить конфигурацию /' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Удалить конфигурацию /shop/almaznaya-vyshivka/' }),
    ).toBeVisible();
  },
};

/** R-SEO-1: a pasted full address is opened by its path; a url without a leading slash is refused. */
export const TypedUrl: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Адрес страницы без домена' });
    await userEvent.clear(field);
    await userEvent.type(field, 'shop/pazly/');
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти' }));
    await expect(field).toHaveAccessibleDescription(
      'Укажите адрес без домена, например /shop/pazly/',
    );
    await expect(args.onGo).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.org/shop/pazly/{Enter}');
    await expect(args.onGo).toHaveBeenCalledWith('/shop/pazly/');
  },
};

/** R-SEO-3: delete asks the spec's question first; only "Удалить" deletes. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Удалить конфигурацию /shop/kartiny-po-nomeram/' }),
    );
    const dialog = await page.findByRole('alertdialog', {
      name: 'Вы уверены, что хотите удалить конфигурацию для раздела /shop/kartiny-po-nomeram/?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Удалить конфигурацию /shop/kartiny-po-nomeram/' }),
    );
    await userEvent.click(
      within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('/shop/kartiny-po-nomeram/');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** The question stays on screen for the picture. */
export const DeleteQuestion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Удалить конфигурацию /shop/almaznaya-vyshivka/' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    // The dialog fades in; the picture is taken once it is there.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The delete under way: its button waits. */
export const Deleting: Story = {
  args: { deleting: '/shop/almaznaya-vyshivka/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Удалить конфигурацию /shop/almaznaya-vyshivka/' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoUrls: Story = {
  args: { urls: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Настроек SEO пока нет ни для одного адреса.')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
