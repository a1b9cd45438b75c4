import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchOverlay } from '@features/search';
import { NEW_REGISTRATION_FLAG_KEY } from '@features/session';
import { layoutServer } from '../../testing/layoutApiMocks';
import { LayoutStoryShop } from '../../testing/LayoutStoryShop';
import { Header } from './Header';

let server = layoutServer();

const meta = {
  title: 'Shop/Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    server = layoutServer();
    msw.use(...server.handlers);
    localStorage.removeItem(NEW_REGISTRATION_FLAG_KEY);
  },
  decorators: [
    (Story) => (
      <LayoutStoryShop favorites={[11, 12]}>
        <div style={{ minHeight: 420 }}>
          <Story />
          <SearchOverlay />
        </div>
      </LayoutStoryShop>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with 3 basket positions and 2 favorites: the badges, the city and its phone come from the api. */
export const SignedIn: Story = {
  beforeEach({ msw }) {
    server = layoutServer({ signedIn: true, basketCount: 3 });
    msw.use(...server.handlers);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^Корзина\s*, 3 товара$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Избранное\s*, 2 товара$/ })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Профиль' })).toHaveAttribute(
      'href',
      '/personal/',
    );
    await expect(await canvas.findByRole('link', { name: '+7 (495) 123-45-67' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Акции' })).toHaveAttribute(
      'href',
      '/promotions/',
    );
  },
};

/**
 * R-LAYOUT-6, R-USER-6: a guest opens the auth popup from the profile icon; a wrong password shows
 * the server's message; the right one closes the popup and the header shows the signed-in profile.
 */
export const GuestSignsIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Войти' }));
    const dialog = within(
      await page.findByRole('dialog', { name: 'Вход в личный кабинет' }),
    ).getByRole('form', {
      name: 'Вход',
    });
    await expect(within(dialog).getByLabelText('Почта или телефон')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Почта или телефон'), 'anna@example.ru');
    await userEvent.type(within(dialog).getByLabelText('Пароль'), 'неверный');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Неверный логин или пароль',
    );

    await userEvent.clear(within(dialog).getByLabelText('Пароль'));
    await userEvent.type(within(dialog).getByLabelText('Пароль'), 'секрет123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    const profile = await canvas.findByRole('link', { name: 'Профиль' });
    await expect(profile).toHaveAttribute('href', '/personal/');
    // The dialog hands focus back to the profile icon; that alone does not open its popup.
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await expect(server.requests).toEqual([
      { call: 'auth', body: { login: 'anna@example.ru', password: 'неверный' } },
      { call: 'auth', body: { login: 'anna@example.ru', password: 'секрет123' } },
    ]);
  },
};

/** R-USER-3: a successful registration leaves the new-registration flag for the session saga and signs in. */
export const GuestRegisters: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Войти' }));
    const dialog = await page.findByRole('dialog', { name: 'Вход в личный кабинет' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Регистрация' }));
    const form = within(dialog).getByRole('form', { name: 'Регистрация' });
    await userEvent.type(within(form).getByLabelText('Имя'), 'Мария');
    await userEvent.type(within(form).getByLabelText('Почта или телефон'), '+7 900 123-45-67');
    await userEvent.type(within(form).getByLabelText('Пароль'), 'длинныйпароль');
    await userEvent.click(
      within(form).getByLabelText('Я согласен на обработку персональных данных'),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem(NEW_REGISTRATION_FLAG_KEY)).toBe('1');
    const profile = await canvas.findByRole('link', { name: 'Профиль' });
    await expect(profile).toBeVisible();
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await expect(server.requests).toEqual([
      {
        call: 'register',
        body: {
          name: 'Мария',
          phone: '+7 900 123-45-67',
          password: 'длинныйпароль',
          consent: true,
        },
      },
    ]);
  },
};

/** R-LOC-3: choosing another city in the chooser changes the phone shown in the header. */
export const ChangeCityChangesPhone: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('link', { name: '+7 (495) 123-45-67' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать город: Москва' }));
    const dialog = await page.findByRole('dialog', { name: 'Выберите город' });
    await userEvent.type(within(dialog).getByLabelText('Найти город'), 'Екат');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Екатеринбург/ }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole('button', { name: 'Выбрать город: Екатеринбург' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '+7 (800) 100-55-55' })).toHaveAttribute(
      'href',
      'tel:+78001005555',
    );
    await expect(server.requests).toEqual([{ call: 'setLocationId', body: { locationId: 5 } }]);
  },
};

/** R-LAYOUT-4: the search box sets the url hash #/search/, which opens the overlay; Escape closes it. */
export const SearchOpensOverlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Поиск среди 100000 товаров' }));
    // React Router renders a navigation in a transition, so the new url shows a moment later.
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent('/#/search/'));
    const overlay = await page.findByRole('dialog', { name: 'Поиск' });
    await waitFor(() =>
      expect(within(overlay).getByRole('searchbox', { name: 'Что ищем?' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByTestId('url').textContent).toBe('/'));
  },
};

/**
 * R-LAYOUT-3, R-LAYOUT-11, R-NAV-3 on a phone: the burger opens the slide-out catalogue menu with
 * the special entries' icons, and the page does not scroll behind it.
 */
export const MobileCatalogMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Каталог' }));
    const drawer = await page.findByRole('dialog', { name: 'Каталог' });
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    await expect(await within(drawer).findByRole('link', { name: 'Скидки' })).toHaveAttribute(
      'href',
      '/discounts/',
    );
    await expect(within(drawer).getByTestId('menu-icon-camera')).toBeInTheDocument();
    await expect(within(drawer).getByTestId('menu-icon-percent')).toBeInTheDocument();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Подразделы: Алмазная вышивка' }),
    );
    await expect(within(drawer).getByRole('link', { name: 'Пейзажи' })).toBeVisible();
    await expect(
      await within(drawer).findByRole('link', { name: '+7 (495) 123-45-67' }),
    ).toBeVisible();
  },
};
