import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Каталог', href: '/shop/' },
      { label: 'Картины по номерам', href: '/shop/kartiny-po-nomeram/' },
      { label: 'Закат над морем' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every step is a link except the current page, which is marked aria-current. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Хлебные крошки' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/shop/',
      '/shop/kartiny-po-nomeram/',
    ]);
    await expect(canvas.getByText('Закат над морем')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Закат над морем' })).not.toBeInTheDocument();
  },
};

/** The last crumb stays plain text even when it is given a link. */
export const LastWithHref: Story = {
  args: {
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Избранное', href: '/favorites/' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Избранное' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Каталог', href: '/shop/' },
      { label: 'Алмазная мозаика', href: '/shop/almaznaya-mozaika/' },
      {
        label:
          'Алмазная мозаика на подрамнике «Осенний парк в туманное утро» 40×50 см, полная выкладка, квадратные стразы',
      },
    ],
  },
};

/**
 * Issue 26 point 7: on a 375 px phone the long last crumb wraps, shown whole, and the trail is no
 * wider than the screen.
 */
export const Mobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Хлебные крошки' });
    await expect(canvas.getByText(args.items.at(-1)!.label)).toBeVisible();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Issue 26 point 7: the separator belongs to the list, so a crumb added later (after a client-side
 * filter) gets it too, whatever class its item carries.
 */
export const SeparatorsBetweenItems: Story = {
  play: async ({ canvasElement }) => {
    const separators = () =>
      [...canvasElement.querySelectorAll('li')].map(
        (item) => getComputedStyle(item, '::before').content,
      );
    await expect(separators()).toEqual(['none', '"/"', '"/"', '"/"']);
    // An item with another class, as one the browser's build adds to a server-rendered trail.
    const list = canvasElement.querySelector('ol')!;
    const added = list.lastElementChild!.cloneNode(true) as HTMLElement;
    added.className = 'another-build';
    list.append(added);
    await expect(separators()).toEqual(['none', '"/"', '"/"', '"/"', '"/"']);
    added.remove();
  },
};

/**
 * A product's long path on a phone wraps its links onto two lines. WCAG 2.5.8: each link's target
 * is at least 24 px tall and no two targets touch, while the line keeps its 21 px look.
 */
export const WrappedLinks: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Каталог', href: '/shop/' },
      { label: 'Алмазная мозаика', href: '/shop/almaznaya-mozaika/' },
      { label: 'Животные и птицы', href: '/shop/almaznaya-mozaika/zhivotnye/' },
      { label: 'Драконы', href: '/shop/almaznaya-mozaika/zhivotnye/drakony/' },
      { label: 'Алмазная мозаика «Драконы в тумане» 25x35' },
    ],
  },
  play: async ({ canvas }) => {
    const targets = canvas.getAllByRole('link').map((link) => link.getBoundingClientRect());
    // The story proves nothing unless the links really wrap.
    await expect(new Set(targets.map((target) => Math.round(target.top))).size).toBeGreaterThan(1);
    for (const target of targets) await expect(target.height).toBeGreaterThanOrEqual(24);
    const overlapping = targets.flatMap((a, i) =>
      targets
        .slice(i + 1)
        .filter(
          (b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
        ),
    );
    await expect(overlapping).toEqual([]);
  },
};
