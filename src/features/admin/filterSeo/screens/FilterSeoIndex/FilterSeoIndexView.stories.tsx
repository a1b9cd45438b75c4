import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { urls } from '../../testing/filterSeoFixtures';
import { FilterSeoIndexView } from './FilterSeoIndexView';

const meta = {
  title: 'Admin/FilterSeo/FilterSeoIndexView',
  component: FilterSeoIndexView,
  args: { urls, onGo: fn(), onDelete: fn(), shopHost: 'hobby.test' },
} satisfies Meta<typeof FilterSeoIndexView>;

/** Screenshots are taken without a focus ring. */
const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

export default meta;
type Story = StoryObj<typeof meta>;

/** R-SEO-1: the url field starts at '/', Go opens it; '/' has no delete (R-SEO-3). */
export const Index: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Адрес страницы без домена' });
    await expect(field).toHaveValue('/');
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти' }));
    await expect(args.onGo).toHaveBeenCalledWith('/', undefined);
    await expect(canvas.getByRole('link', { name: '/ (по умолчанию)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Удалить конфигурацию /' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Удалить конфигурацию /shop/almaznaya-vyshivka/' }),
    ).toBeVisible();
  },
};

const HINT = 'Путь страницы, например /shop/pazly/; «/» — настройки по умолчанию';

/**
 * Issue 25 point 9, R-SEO-1: a path typed without its slashes opens with them, and the field shows
 * it so; this shop's full address opens its path and says the domain was dropped.
 */
export const TypedUrl: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Адрес страницы без домена' });
    await expect(field).toHaveAccessibleDescription(HINT);
    await userEvent.clear(field);
    await userEvent.type(field, 'shop/pazly{Enter}');
    await expect(args.onGo).toHaveBeenLastCalledWith('/shop/pazly/', undefined);
    await expect(field).toHaveValue('/shop/pazly/');
    await userEvent.clear(field);
    await userEvent.type(field, 'https://hobby.test/shop/pazly/');
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти' }));
    await expect(args.onGo).toHaveBeenLastCalledWith(
      '/shop/pazly/',
      'Домен hobby.test убран: открыт адрес /shop/pazly/',
    );
  },
};

/** Issue 25 point 9: another site's address is refused, saying why, and nothing opens. */
export const OtherSiteRefused: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Адрес страницы без домена' });
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.org/shop/pazly/{Enter}');
    const error =
      '«example.org» — адрес другого сайта. Укажите путь страницы этого магазина, например /shop/pazly/';
    await expect(field).toHaveAccessibleDescription(`${HINT} ${error}`);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onGo).not.toHaveBeenCalled();
    // Typing again clears the error.
    await userEvent.type(field, '{Backspace}');
    await expect(field).toHaveAccessibleDescription(HINT);
    await userEvent.type(field, '/{Enter}');
    await expect(field).toHaveAccessibleDescription(`${HINT} ${error}`);
    blurActive();
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
