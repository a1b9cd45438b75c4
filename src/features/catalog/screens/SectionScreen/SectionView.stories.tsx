import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import type { CatalogProductCard } from '@features/api';
import { followedLinks, SpyLink } from '../../testing';
import { ProductCardView } from '../../components/ProductCard';
import { LONG_PRODUCT_NAME } from '../../testing/catalogFixtures';
import { sectionData } from '../../testing/sectionFixtures';
import { SectionView } from './SectionView';

const renderCard = (product: CatalogProductCard) => (
  <ProductCardView
    product={product}
    favorite={false}
    quantity={0}
    onToggleFavorite={fn()}
    onAddToBasket={fn()}
    onQuantityChange={fn()}
  />
);

const breadcrumbs = [
  { label: 'Главная', href: '/' },
  { label: 'Каталог', href: '/shop/' },
  { label: 'Алмазная мозаика' },
];

const meta = {
  title: 'Shop/Catalog/SectionScreen',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Алмазная мозаика 40x50',
    breadcrumbs,
    data: sectionData(),
    url: '/shop/almaznaya-mozaika/razmer-40x50/page/2/',
    onNavigate: fn(),
    renderCard,
    linkAs: SpyLink,
  },
  beforeEach() {
    followedLinks.mockClear();
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Play['canvas'];

// A hidden aside inside a section has no accessible name and so no landmark role: find the panel.
// The drawer's copy is portalled out of the canvas, so this is always the aside's.
const asidePanel = (canvas: Canvas) => canvas.getByRole('search', { hidden: true });
const filterButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Фильтры (1)', hidden: true });
const columnsOf = (canvas: Canvas) =>
  getComputedStyle(canvas.getByRole('list', { name: 'Товары' })).gridTemplateColumns.split(' ')
    .length;

/**
 * From lg the filter stands beside the grid and the 'Фильтры' button is hidden. Both are in the
 * markup at every width (the server knows none), so CSS alone picks one (issue 11 points 2, 6).
 */
const expectFilterBeside = async (canvas: Canvas) => {
  const aside = canvas.getByRole('complementary', { name: 'Фильтр' });
  await expect(within(aside).getByRole('search', { name: 'Фильтр товаров' })).toBeVisible();
  await expect(filterButton(canvas)).not.toBeVisible();
};

/** Below lg the filter hides behind the 'Фильтры (1)' button, whose drawer holds the panel. */
const expectFilterInDrawer = async ({ canvas, userEvent }: Pick<Play, 'canvas' | 'userEvent'>) => {
  await expect(asidePanel(canvas)).not.toBeVisible();
  await expect(asidePanel(canvas).closest('aside')).not.toBeNull();
  // Hidden, yet in the markup: crawlers follow the filter links whatever the width.
  await expect(
    within(asidePanel(canvas)).getByRole('link', { name: /20x30/, hidden: true }),
  ).toHaveAttribute('href', '/shop/almaznaya-mozaika/razmer-20x30/');
  await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
  await userEvent.click(filterButton(canvas));
  const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
  // The drawer's copy is the only filter a screen reader meets.
  await expect(screen.getAllByRole('search')).toHaveLength(1);
  await expect(within(drawer).getByRole('search')).toBeVisible();
  return drawer;
};

/** Desktop: the filter beside the grid, the count, sort, chips, pages and relinks. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expectFilterBeside(canvas);
    // Beside the filter the grid has one column fewer: three on a 1280 px screen.
    await expect(columnsOf(canvas)).toBe(3);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByText('1204 товара')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Убрать фильтр Размер: 40x50' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/razmer-40x50/page/3/',
    );
    await expect(canvas.getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/razmer-40x50/',
    );
    await userEvent.type(canvas.getByLabelText('до'), '2500');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/shop/almaznaya-mozaika/razmer-40x50/?price_to=2500',
    );
  },
};

/** The whole catalogue (/shop/): top sections instead of subsections, nothing chosen. */
export const CatalogueRoot: Story = {
  args: {
    title: 'Каталог',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Каталог' }],
    url: '/shop/',
    data: sectionData({
      section: null,
      selected: [],
      resetUrl: '/shop/',
      relinks: [],
      tags: [],
      pagination: { page: 1, pageCount: 1, pageSize: 24, total: 8 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Разделы каталога' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Выбранные фильтры' })).not.toBeInTheDocument();
  },
};

/** A price range shows as a chip too; its link drops only the price. */
export const WithPriceRange: Story = {
  args: {
    url: '/shop/almaznaya-mozaika/razmer-40x50/?price_from=1000&price_to=3000',
    data: sectionData({ price: { min: 390, max: 6890, from: 1000, to: 3000 } }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Убрать фильтр Цена: 1 000 ₽ – 3 000 ₽' }),
    ).toHaveAttribute('href', '/shop/almaznaya-mozaika/razmer-40x50/');
  },
};

/** Nothing matches the choice: 'Ничего не найдено' with a way back. */
export const Empty: Story = {
  args: {
    data: sectionData({
      products: [],
      pagination: { page: 1, pageCount: 0, pageSize: 24, total: 0 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(canvas.getByText('0 товаров')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Сбросить фильтры' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/',
    );
  },
};

export const LongTexts: Story = {
  args: {
    title:
      'Алмазная мозаика на подрамнике с полной выкладкой круглыми стразами для взрослых и детей',
    data: sectionData({
      products: sectionData().products.map((product) => ({ ...product, name: LONG_PRODUCT_NAME })),
    }),
  },
};

/** Phones: the filter opens in a drawer from the 'Фильтры (1)' button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(columnsOf(canvas)).toBe(2);
    const drawer = await expectFilterInDrawer({ canvas, userEvent });
    await userEvent.click(within(drawer).getByRole('link', { name: /20x30/ }));
    await expect(followedLinks).toHaveBeenCalledWith('/shop/almaznaya-mozaika/razmer-20x30/');
    const apply = within(drawer).getByRole('button', { name: 'Показать 1204 товара' });
    await expect(apply).toBeVisible();
    // Issue 26 point 7: below the long filter list the apply button is still on screen.
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * Issue 26 point 3: «В наличии» ticked on a phone: its chip removes it, the button counts it
 * among the filters, and the drawer's apply button shows the in-stock count.
 */
export const InStockChosen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    url: '/shop/almaznaya-mozaika/razmer-40x50/?in_stock=1',
    data: sectionData({
      inStock: { count: 1107, selected: true, url: '/shop/almaznaya-mozaika/razmer-40x50/' },
      pagination: { page: 1, pageCount: 47, pageSize: 24, total: 1107 },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1107 товаров')).toBeVisible();
    const chip = canvas.getByRole('link', { name: 'Убрать фильтр В наличии' });
    await expect(chip).toHaveAttribute('href', '/shop/almaznaya-mozaika/razmer-40x50/');
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    await expect(
      within(drawer).getByRole('link', { name: 'В наличии 1107 (выбрано)' }),
    ).toHaveAttribute('href', '/shop/almaznaya-mozaika/razmer-40x50/');
    await expect(
      within(drawer).getByRole('button', { name: 'Показать 1107 товаров' }),
    ).toBeVisible();
  },
};

/** R-LAYOUT-15: a tablet (768 px) is below lg too: the button, not the aside; three columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas, userEvent }) => {
    await expect(columnsOf(canvas)).toBe(3);
    await expectFilterInDrawer({ canvas, userEvent });
  },
};

/** R-LAYOUT-15: at exactly lg (992 px) the filter already stands beside the grid. */
export const AtLg: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expectFilterBeside(canvas);
  },
};

const manyLinks = (count: number, title: string) =>
  Array.from({ length: count }, (_, index) => ({
    code: `podrazdel-${index + 1}`,
    name: `${title} ${index + 1}`,
    url: `/shop/podrazdel-${index + 1}/`,
    count: 10 + index,
  }));

/**
 * Issue 9 point 15: a section with dozens of subsections and tags keeps them in sideways rows on
 * a phone, so the first product shows on the first screen.
 */
export const MobileManyLinks: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    data: sectionData({
      subsections: manyLinks(40, 'Алмазная мозаика с котами'),
      tags: manyLinks(30, 'Подборка').map(({ name, url }) => ({ title: name, link: url })),
    }),
  },
  play: async ({ canvas }) => {
    const [firstProduct] = canvas.getAllByRole('article');
    await expect(firstProduct!.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    // Every pill stays reachable: the row scrolls to the last one.
    const last = canvas.getByRole('link', { name: /Алмазная мозаика с котами 40/ });
    last.scrollIntoView();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
