import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { PageJson } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { PageRenderersContext, type PageRendererProps } from '../../pageRenderers';
import { PageByType } from './PageByType';

/** A content page as the server sends it for `/kontakty/`. */
const contacts: PageJson = {
  type: 'content',
  content:
    '<p>Мы работаем ежедневно с 9:00 до 21:00.</p>' +
    '<p><a href="/vozvrat-tovarov/">Условия возврата</a></p>',
  css: [],
  js: [],
  panel: '',
  seo: { meta: [], title: 'Контакты — магазин', h1: 'Контакты', canonical: '/kontakty/' },
  breadcrumbs: [
    { title: 'Главная', link: '/' },
    { title: 'Контакты', link: '/kontakty/' },
  ],
  variables: { GOODS_MIN_PRICE: 10, GOODS_MAX_PRICE: 900, GOODS_COUNT: 42 },
  data: null,
};

/** A renderer a feature registered for its page type (a stand-in for the favorites feature's). */
function FavoritesRenderer({ page }: PageRendererProps) {
  return <h1>Своя страница: {page.seo.h1}</h1>;
}

const meta = {
  title: 'Shop/Page/PageView',
  component: PageByType,
  args: { page: contacts },
  decorators: [
    (Story) => (
      <StoryShop url="/kontakty/">
        <PageRenderersContext value={{ favorites: FavoritesRenderer }}>
          {Story()}
        </PageRenderersContext>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof PageByType>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentUrl = () => screen.getByTestId('url').textContent;

/** A page nobody registered a renderer for is drawn from its html, under its H1 and breadcrumbs. */
export const ContentPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Мы работаем ежедневно с 9:00 до 21:00.')).toBeVisible();
  },
};

/** A link of the html to a shop page opens it in the app, without a page load. */
export const ShopLinkOpensInTheApp: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Условия возврата' }));
    await waitFor(() => expect(currentUrl()).toBe('/vozvrat-tovarov/'));
    await expect(screen.getByText('Открыт адрес /vozvrat-tovarov/')).toBeVisible();
  },
};

/** A page type with a registered renderer is drawn by it, not from the html. */
export const RegisteredRenderer: Story = {
  args: { page: { ...contacts, type: 'favorites', seo: { ...contacts.seo, h1: 'Избранное' } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Своя страница: Избранное' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Мы работаем ежедневно с 9:00 до 21:00.')).toBeNull();
  },
};
