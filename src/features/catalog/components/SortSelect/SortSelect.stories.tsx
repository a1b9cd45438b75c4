import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sectionData } from '../../testing/sectionFixtures';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Shop/Catalog/SortSelect',
  component: SortSelect,
  args: { sorts: sectionData().sorts, onNavigate: fn() },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an order opens its url (popularity, price up and down, new). */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Сортировка' });
    await expect(select).toHaveValue('popularity');
    await userEvent.selectOptions(select, 'price_asc');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/shop/almaznaya-mozaika/razmer-40x50/?sort=price_asc',
    );
  },
};
