import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { sectionFilter } from '../../testing/sectionFixtures';
import { FilterPanel } from './FilterPanel';
import { followedLinks, SpyLink } from '../../testing';

const meta = {
  title: 'Shop/Catalog/FilterPanel',
  component: FilterPanel,
  args: {
    filter: sectionFilter,
    price: { min: 390, max: 6890, from: null, to: null },
    inStock: { count: 1107, selected: false, url: '/shop/almaznaya-mozaika/?in_stock=1' },
    resetUrl: '/shop/almaznaya-mozaika/',
    filtered: true,
    onPriceApply: fn(),
    linkAs: SpyLink,
  },
  beforeEach() {
    followedLinks.mockClear();
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 11 point 6: each value is a link to the server-given url that ticks or unticks it, so
 * crawlers and browsers without JavaScript follow it; the app follows it without a reload. Its
 * name tells a ticked value; counts sit right of each value.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const ticked = canvas.getByRole('link', { name: /^40x50 1204/ });
    await expect(ticked).toHaveAccessibleName('40x50 1204 (выбрано)');
    // Unticking goes back to the section.
    await expect(ticked).toHaveAttribute('href', '/shop/almaznaya-mozaika/');
    const value = canvas.getByRole('link', { name: '30x40 312' });
    await expect(value).toHaveAttribute('href', '/shop/almaznaya-mozaika/razmer-30x40/');
    await userEvent.click(value);
    await expect(followedLinks).toHaveBeenCalledWith('/shop/almaznaya-mozaika/razmer-30x40/');
    await expect(canvas.getByRole('link', { name: 'Сбросить' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/',
    );
  },
};

/**
 * Issue 26 point 3: «В наличии» first, with the count the page would show ticked; like a value it
 * is a link to the server-given url.
 */
export const InStock: Story = {
  play: async ({ canvas, userEvent }) => {
    const choice = canvas.getByRole('link', { name: 'В наличии 1107' });
    await expect(choice).toHaveAttribute('href', '/shop/almaznaya-mozaika/?in_stock=1');
    choice.focus();
    await userEvent.keyboard('{Enter}');
    await expect(followedLinks).toHaveBeenCalledWith('/shop/almaznaya-mozaika/?in_stock=1');
  },
};

/** Ticked, its name says so and its link unticks it. */
export const InStockTicked: Story = {
  args: { inStock: { count: 1107, selected: true, url: '/shop/almaznaya-mozaika/' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'В наличии 1107 (выбрано)' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/',
    );
  },
};

/** Nothing of the selection in stock: «В наличии» looks disabled and leads nowhere. */
export const InStockNone: Story = {
  args: { inStock: { count: 0, selected: false, url: '/shop/almaznaya-mozaika/?in_stock=1' } },
  parameters: {
    a11y: {
      config: { rules: [{ id: 'color-contrast', enabled: false }] },
      skipReason: 'Shows the disabled look on purpose: disabled controls are exempt (WCAG 1.4.3).',
    },
  },
  play: async ({ canvas }) => {
    const choice = canvas.getByRole('link', { name: 'В наличии 0' });
    await expect(choice).toHaveAttribute('aria-disabled', 'true');
    await expect(choice).not.toHaveAttribute('href');
  },
};

/** Tab reaches each value in turn, skipping the disabled one; Enter follows the focused value. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('link', { name: /^40x50/ }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '50x65 96' })).toHaveFocus();
    await userEvent.tab();
    // 60x80 (no goods) is skipped: the next stop is the next group's heading.
    await expect(canvas.getByRole('button', { name: 'Тема' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(followedLinks).toHaveBeenCalledWith('/shop/almaznaya-mozaika/razmer-50x65/');
  },
};

/**
 * A value no product would match with the other choices looks disabled: it is no link (nothing
 * to follow, nothing for crawlers) and is announced as unavailable.
 */
export const ZeroCount: Story = {
  parameters: {
    a11y: {
      config: { rules: [{ id: 'color-contrast', enabled: false }] },
      skipReason: 'Shows the disabled look on purpose: disabled controls are exempt (WCAG 1.4.3).',
    },
  },
  play: async ({ canvas, userEvent }) => {
    const value = canvas.getByRole('link', { name: '60x80 0' });
    await expect(value).toHaveAttribute('aria-disabled', 'true');
    await expect(value).not.toHaveAttribute('href');
    await userEvent.click(value);
    await expect(followedLinks).not.toHaveBeenCalled();
  },
};

/**
 * Long value lists show eight values and 'Показать все'. The rest are in the markup, hidden, so
 * crawlers follow them too (issue 11 point 6).
 */
export const LongList: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('button', { name: 'Тема' }).closest('section') as HTMLElement;
    await expect(within(group).getAllByRole('link')).toHaveLength(8);
    const anime = within(group).getByRole('link', { name: /^Аниме/, hidden: true });
    await expect(anime).not.toBeVisible();
    await expect(anime).toHaveAttribute('href', '/shop/almaznaya-mozaika/tema-tema-9/');
    await userEvent.click(within(group).getByRole('button', { name: 'Показать все (10)' }));
    await expect(within(group).getAllByRole('link')).toHaveLength(10);
    await expect(anime).toBeVisible();
  },
};

/** Groups after the third start collapsed; their heading opens them. */
export const CollapsedGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Бренд' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('link', { name: /Хобби Хоум/ })).toBeVisible();
  },
};

/** The two price inputs apply together; bounds typed the wrong way round are swapped. */
export const PriceRange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('от'), '3 000');
    await userEvent.type(canvas.getByLabelText('до'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
    await expect(args.onPriceApply).toHaveBeenCalledWith(1000, 3000);
  },
};

/**
 * Applied from the keyboard, the range comes back from the server as the page's new bounds: the
 * inputs show them and 'Применить' keeps the focus.
 */
export const PriceAppliedFromKeyboard: Story = {
  render: function AppliedByTheServer(args) {
    const [price, setPrice] = useState(args.price);
    const apply = (from: number | null, to: number | null) => {
      args.onPriceApply(from, to);
      setPrice({ ...price, from, to });
    };
    return <FilterPanel {...args} price={price} onPriceApply={apply} />;
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('до'), '3 000');
    const apply = canvas.getByRole('button', { name: 'Применить' });
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPriceApply).toHaveBeenCalledWith(null, 3000);
    await expect(canvas.getByLabelText('до')).toHaveValue('3000');
    await expect(apply).toHaveFocus();
  },
  parameters: { visual: { skipReason: 'Looks like PriceApplied; the focus is what it tests.' } },
};

export const PriceApplied: Story = {
  args: { price: { min: 390, max: 6890, from: 1000, to: 3000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('от')).toHaveValue('1000');
    await expect(canvas.getByLabelText('до')).toHaveValue('3000');
  },
};

export const NothingChosen: Story = {
  args: {
    filtered: false,
    filter: sectionFilter.map((property) => ({
      ...property,
      values: property.values.map((value) => ({ ...value, selected: false })),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Сбросить' })).not.toBeInTheDocument();
  },
};

/** Issue 9 point 18: sizes read in numeric order whatever order the settings list them in. */
export const SizesInNumericOrder: Story = {
  args: {
    filter: [
      {
        ...sectionFilter[0]!,
        values: ['60x80', '100x120', '20x30', '40x50', '30x40'].map((size) => ({
          value: size,
          slug: size,
          count: 10,
          selected: false,
          url: `/shop/almaznaya-mozaika/razmer-${size}/`,
        })),
      },
    ],
  },
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByText(/^\d+x\d+$/).map((text) => text.textContent);
    await expect(sizes).toEqual(['20x30', '30x40', '40x50', '60x80', '100x120']);
  },
};
