import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME_CITY, TOP_MENU, phoneOf } from '../../testing/layoutFixtures';
import { LayoutStoryShop } from '../../testing/LayoutStoryShop';
import { HeaderView } from './HeaderView';

function scrollWindowTo(view: Window, y: number) {
  view.scrollTo(0, y);
  view.dispatchEvent(new Event('scroll'));
}

const meta = {
  title: 'Shop/Layout/HeaderView',
  component: HeaderView,
  parameters: { layout: 'fullscreen' },
  args: {
    topMenu: TOP_MENU,
    user: { authorized: false },
    favoritesCount: 0,
    basketCount: 0,
    city: 'Москва',
    phone: phoneOf(0),
    onOpenAuth: fn(),
    onLogOut: fn(),
    onOpenCatalogMenu: fn(),
    onOpenSearch: fn(),
    onChooseCity: fn(),
  },
  decorators: [
    (Story) => (
      <LayoutStoryShop>
        {/* Room below the header for the profile popup. */}
        <div style={{ minHeight: 420 }}>
          <Story />
        </div>
      </LayoutStoryShop>
    ),
  ],
} satisfies Meta<typeof HeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * R-LAYOUT-1, R-LAYOUT-3, R-LAYOUT-6: a guest on a desktop. The logo links home with
 * the slogan, the top menu is shown, 'Каталог' goes to /shop/, and the profile's hover popup says
 * 'Вы не авторизованы' with the button that opens the auth popup.
 */
export const SignedOut: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /Хобби-магазин/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Товары для творчества и хобби')).toBeVisible();
    const topMenu = canvas.getByRole('navigation', { name: 'Информация для покупателей' });
    await expect(within(topMenu).getByRole('link', { name: 'Доставка и оплата' })).toHaveAttribute(
      'href',
      '/shipping/',
    );
    await expect(canvas.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/shop/');

    const profile = canvas.getByRole('button', { name: 'Войти' });
    await userEvent.hover(profile);
    await waitFor(() => expect(canvas.getByText('Вы не авторизованы')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Войти или зарегистрироваться' }));
    await expect(args.onOpenAuth).toHaveBeenCalledTimes(1);
    await userEvent.click(profile);
    await expect(args.onOpenAuth).toHaveBeenCalledTimes(2);
  },
};

/** R-LAYOUT-5, R-LAYOUT-12: signed in, the icon links to /personal/ and the popup lists the cabinet and 'Выйти'. */
export const SignedIn: Story = {
  args: { user: { authorized: true, name: 'Анна' } },
  play: async ({ canvas, args }) => {
    const profile = canvas.getByRole('link', { name: 'Профиль' });
    await expect(profile).toHaveAttribute('href', '/personal/');
    await userEvent.hover(profile);
    const panel = await canvas.findByRole('group', { name: 'Личный кабинет' });
    await waitFor(() => expect(within(panel).getByText('Анна')).toBeVisible());
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/personal/',
      '/personal/private/',
      '/personal/orders/',
      '/personal/purchases/',
      '/personal/reviews/',
      '/personal/subscribe/',
      '/personal/favorites/',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Выйти' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

/** Issue 12 point 1: staff (here an editor) also find the staff area in the profile popup. */
export const StaffSignedIn: Story = {
  args: { user: { authorized: true, name: 'Редактор', admin: false, editor: true } },
  // The popup is one link longer than a shopper's: room for it in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: 560 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Профиль' }));
    const panel = await canvas.findByRole('group', { name: 'Личный кабинет' });
    const staffArea = await within(panel).findByRole('link', { name: 'Администрирование' });
    await waitFor(() => expect(staffArea).toBeVisible());
    await expect(staffArea).toHaveAttribute('href', '/admin/');
    // The cabinet links come first, the staff area last.
    await expect(within(panel).getAllByRole('link').at(-1)).toBe(staffArea);
  },
};

/** R-LAYOUT-7, R-LAYOUT-8: at 0 no badge is drawn; the icons still link to favorites and checkout. */
export const EmptyBadges: Story = {
  play: async ({ canvas }) => {
    const favorites = canvas.getByRole('link', { name: 'Избранное' });
    await expect(favorites).toHaveAttribute('href', '/favorites/');
    await expect(within(favorites).queryByText('0')).not.toBeInTheDocument();
    const basket = canvas.getByRole('link', { name: 'Корзина' });
    await expect(basket).toHaveAttribute('href', '/personal/order/make/');
    await expect(within(basket).queryByText('0')).not.toBeInTheDocument();
  },
};

/** R-LAYOUT-7, R-LAYOUT-8: counts above 0 show a badge; above 99 it reads '99+'. */
export const FullBadges: Story = {
  args: { favoritesCount: 3, basketCount: 120, user: { authorized: true, name: 'Анна' } },
  play: async ({ canvas }) => {
    const favorites = canvas.getByRole('link', { name: /^Избранное\s*, 3 товара$/ });
    await expect(within(favorites).getByText('3')).toBeVisible();
    const basket = canvas.getByRole('link', { name: /^Корзина\s*, 120 товаров$/ });
    await expect(within(basket).getByText('99+')).toBeVisible();
  },
};

/** R-LAYOUT-4: the search box shows the spec's placeholder and opens the search overlay. */
export const SearchBoxOpensSearch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Поиск среди 100000 товаров' }));
    await expect(args.onOpenSearch).toHaveBeenCalledTimes(1);
  },
};

/** The city in the top bar opens the city chooser; the phone is a tel: link. */
export const CityAndPhone: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+74951234567',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать город: Москва' }));
    await expect(args.onChooseCity).toHaveBeenCalledTimes(1);
  },
};

/** A long city name is cut with an ellipsis and keeps the top bar on one line. */
export const LongCityName: Story = {
  args: { city: LONG_NAME_CITY.name, phone: phoneOf(LONG_NAME_CITY.id) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `Выбрать город: ${LONG_NAME_CITY.name}` }),
    ).toBeVisible();
  },
};

/**
 * R-LAYOUT-1, R-LAYOUT-3 on a phone (375 px): no slogan, no top bar, the burger opens the
 * catalogue menu, the icons are compact.
 */
export const Mobile: Story = {
  args: { favoritesCount: 3, basketCount: 2 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Товары для творчества и хобби')).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Каталог' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Каталог' }));
    await expect(args.onOpenCatalogMenu).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: /^Корзина\s*, 2 товара$/ })).toBeVisible();
  },
};

/** R-LAYOUT-9: scrolled past the top bar, the header sticks at the top, slimmer and with a shadow. */
export const StickyAfterScrolling: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <div style={{ height: 1600 }} />
      </>
    ),
  ],
  // The picture would depend on where the page was scrolled when it was taken.
  parameters: { visual: { skipReason: 'A 2000 px page scrolled by the play function.' } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const header = canvasElement.querySelector('header');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    // Headless Chromium may not send its own scroll event between steps: send it as it would.
    await waitFor(() => {
      scrollWindowTo(view, 500);
      expect(header).toHaveAttribute('data-sticky', 'true');
    });
    await expect(header?.getBoundingClientRect().top).toBe(-40);
    await waitFor(() => {
      scrollWindowTo(view, 0);
      expect(header).toHaveAttribute('data-sticky', 'false');
    });
  },
};
