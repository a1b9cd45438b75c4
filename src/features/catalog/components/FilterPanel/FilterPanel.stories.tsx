import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sectionFilter } from '../../testing/sectionFixtures';
import { FilterPanel } from './FilterPanel';

const meta = {
  title: 'Shop/Catalog/FilterPanel',
  component: FilterPanel,
  args: {
    filter: sectionFilter,
    price: { min: 390, max: 6890, from: null, to: null },
    resetUrl: '/shop/almaznaya-mozaika/',
    filtered: true,
    onNavigate: fn(),
    onPriceApply: fn(),
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking a value opens its server-given url; counts sit right of each value. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: /40x50/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /30x40/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/shop/almaznaya-mozaika/razmer-30x40/');
    await expect(canvas.getByRole('link', { name: 'Сбросить' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/',
    );
  },
};

/** A value no product would match with the other choices looks disabled. */
export const ZeroCount: Story = {
  parameters: {
    a11y: {
      config: { rules: [{ id: 'color-contrast', enabled: false }] },
      skipReason: 'Shows the disabled look on purpose: disabled controls are exempt (WCAG 1.4.3).',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /60x80/ })).toBeDisabled();
  },
};

/** Long value lists show eight values and 'Показать все'. */
export const LongList: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('button', { name: 'Тема' }).closest('section') as HTMLElement;
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(within(group).getByRole('button', { name: 'Показать все (10)' }));
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
  },
};

/** Groups after the third start collapsed; their heading opens them. */
export const CollapsedGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Бренд' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('checkbox', { name: /Хобби Хоум/ })).toBeVisible();
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
