import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StaffSearchBar } from './StaffSearchBar';

const meta = {
  title: 'Staff tools/StaffSearchBar',
  component: StaffSearchBar,
  args: {
    label: 'Поиск сертификата',
    placeholder: 'Код или почта получателя',
    search: '',
    onSearch: fn(),
    found: 128,
  },
} satisfies Meta<typeof StaffSearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the search as typed; the count says how many match on all pages. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Найдено: 128')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Поиск сертификата' }),
      'HB-7{Enter}',
    );
    await expect(args.onSearch).toHaveBeenLastCalledWith('HB-7');
  },
};

/** A search from the url fills the field; emptying it shows the whole list again at once. */
export const Searched: Story = {
  args: { search: 'anna@example.ru', found: 2 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Поиск сертификата' });
    await expect(field).toHaveValue('anna@example.ru');
    await userEvent.clear(field);
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** A newer page is on its way while the old rows still show. */
export const Refreshing: Story = {
  args: { search: 'HB', found: 12, refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Обновляем список' })).toBeVisible();
  },
};

/** Before the first answer nothing is counted. */
export const CountUnknown: Story = {
  args: { found: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Найдено/)).toBeNull();
  },
};
