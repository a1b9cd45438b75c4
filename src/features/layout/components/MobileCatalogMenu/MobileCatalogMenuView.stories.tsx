import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { holdFocus } from '@ui/testing';
import {
  CATALOG_ADDITIONAL_MENU,
  CATALOG_MENU,
  LONG_NAME_CITY,
  TOP_MENU,
  phoneOf,
} from '../../testing/layoutFixtures';
import { LayoutStoryShop } from '../../testing/LayoutStoryShop';
import { MobileCatalogMenuView } from './MobileCatalogMenuView';

const meta = {
  title: 'Shop/Layout/MobileCatalogMenuView',
  component: MobileCatalogMenuView,
  globals: { viewport: { value: 'mobile' } },
  args: {
    open: true,
    onClose: fn(),
    additional: CATALOG_ADDITIONAL_MENU,
    catalog: CATALOG_MENU,
    topMenu: TOP_MENU,
    city: 'Москва',
    phone: phoneOf(0),
    onChooseCity: fn(),
  },
  decorators: [(Story) => <LayoutStoryShop>{Story()}</LayoutStoryShop>],
} satisfies Meta<typeof MobileCatalogMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer, once it has slid out. */
async function drawer(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Каталог',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * Focus on the drawer's close button (see holdFocus), so keys reach the drawer and the
 * screenshot's focus ring is the same every run.
 */
const settleFocus = (menu: ReturnType<typeof within>) =>
  holdFocus(menu.getByRole('button', { name: 'Закрыть' }));

/**
 * R-LAYOUT-11: photo products, New Year, corporate gifts, gift certificates and discounts carry
 * their icons; R-NAV-3: the page behind does not scroll.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const menu = await drawer(canvasElement);
    for (const icon of ['camera', 'tree', 'briefcase', 'gift', 'percent'])
      await expect(menu.getByTestId(`menu-icon-${icon}`)).toBeInTheDocument();
    await expect(menu.getByRole('link', { name: 'Картины по номерам' })).toHaveAttribute(
      'href',
      '/shop/kartiny-po-nomeram/',
    );
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    await settleFocus(menu);
  },
};

/** Issue 9 point 19: a section that the additional menu shows is not listed a second time. */
export const NoRepeats: Story = {
  args: {
    catalog: [
      ...CATALOG_MENU,
      { link: '/shop/novyy-god/', title: 'Новый год', cssClass: null, children: [] },
      {
        link: '/shop/podarochnye-sertifikaty/',
        title: 'Подарочные сертификаты',
        cssClass: null,
        children: [],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = await drawer(canvasElement);
    await expect(menu.getAllByRole('link', { name: 'Новый год' })).toHaveLength(1);
    await expect(menu.getAllByRole('link', { name: 'Подарочные сертификаты' })).toHaveLength(1);
    await settleFocus(menu);
  },
};

/** Subsections open under their section; following a link closes the menu. */
export const OpenSubsections: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await drawer(canvasElement);
    const toggle = menu.getByRole('button', { name: 'Подразделы: Картины по номерам' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu.getByRole('link', { name: 'Размер 40x50' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The city at the bottom opens the chooser; a long name is cut. */
export const LongCityName: Story = {
  args: { city: LONG_NAME_CITY.name, phone: phoneOf(LONG_NAME_CITY.id) },
  play: async ({ canvasElement, args }) => {
    const menu = await drawer(canvasElement);
    await userEvent.click(
      menu.getByRole('button', { name: `Выбрать город: ${LONG_NAME_CITY.name}` }),
    );
    await expect(args.onChooseCity).toHaveBeenCalledTimes(1);
  },
};

/** Escape, pressed with focus inside the open drawer, closes it. */
export const ClosesWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await drawer(canvasElement);
    await settleFocus(menu);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};
