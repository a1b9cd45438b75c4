import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StaffListStates } from './StaffListStates';

const rows = ['Подарочный сертификат на 3000 ₽', 'Подарочный сертификат на 5000 ₽'] as const;

const meta = {
  title: 'Staff tools/StaffListStates',
  component: StaffListStates<readonly string[]>,
  args: {
    items: rows,
    noun: 'сертификаты',
    empty: { title: 'Сертификатов нет', text: 'Выпущенные сертификаты появятся здесь.' },
    onRetry: fn(),
    children: (items: readonly string[]) => (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof StaffListStates<readonly string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The items, drawn by the tool's own children. */
export const Items: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...rows,
    ]);
  },
};

/** The first answer is on its way: the spinner names what it loads. */
export const Loading: Story = {
  args: { items: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загружаем сертификаты' })).toBeVisible();
  },
};

/** The list could not be loaded: the reason, and a retry that waits for its request. */
export const Failed: Story = {
  args: { items: null, loadError: 'Нет связи с сервером. Проверьте интернет.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Не удалось загрузить сертификаты')).toBeVisible();
    await expect(canvas.getByText('Нет связи с сервером. Проверьте интернет.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A retry on its way: its button says so. */
export const Retrying: Story = {
  args: { items: null, loadError: 'Сервер не ответил.', refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Повторить/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Nothing on the page: the tool's own words for it. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сертификатов нет')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
