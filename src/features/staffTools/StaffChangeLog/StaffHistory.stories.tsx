import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { StaffChange } from '@features/api';
import { historyFails, historyLoading, historyServer, StoryStaffArea } from '../testing';
import { fromTo, objectOf } from './changeWords';
import { StaffHistory } from './StaffHistory';

/** Transitions as the server logs them (search-transitions), said in words. */
interface Transition {
  searchQuery: string;
  targetUrl: string;
}
const describe = ({ before, after }: Pick<StaffChange, 'before' | 'after'>) => {
  const was = objectOf<Transition>(before);
  const is = objectOf<Transition>(after);
  return [fromTo('Запрос', `«${was.searchQuery}»`, `«${is.searchQuery}»`)];
};
const changes: StaffChange[] = [
  {
    id: 2,
    at: '2026-11-28T12:40:00Z',
    userId: 1,
    userName: 'Администратор',
    subject: '7',
    before: { searchQuery: 'мозаика', targetUrl: '/shop/' },
    after: { searchQuery: 'мозаики', targetUrl: '/shop/' },
    revertOf: null,
  },
  {
    id: 1,
    at: '2026-11-28T09:15:00Z',
    userId: 2,
    userName: 'Анна Редакторова',
    subject: '7',
    before: { searchQuery: 'мозаик', targetUrl: '/shop/' },
    after: { searchQuery: 'мозаика', targetUrl: '/shop/' },
    revertOf: null,
  },
];

const meta = {
  title: 'Staff tools/StaffHistory',
  component: StaffHistory,
  args: {
    id: 'history',
    tool: 'search-transitions',
    describe,
    emptyText: 'Переходы ещё не меняли.',
    defaultOpen: true,
  },
  beforeEach({ msw }) {
    msw.use(...historyServer(changes, false));
  },
  decorators: [(Story) => <StoryStaffArea url="/admin/">{Story()}</StoryStaffArea>],
} satisfies Meta<typeof StaffHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 25 point 6: folded under its heading until staff open it, then fetched. */
export const Folded: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'История изменений' });
    await expect(canvas.queryByText('Запрос: «мозаика» → «мозаики»')).toBeNull();
    await userEvent.click(title);
    await expect(await canvas.findByText('Запрос: «мозаика» → «мозаики»')).toBeVisible();
  },
};

/** Who, when and what in words; a tool without revert offers no «Вернуть». */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Запрос: «мозаика» → «мозаики»')).toBeVisible();
    await expect(canvas.getByText('Анна Редакторова', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Вернуть/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...historyServer([], false));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Переходы ещё не меняли.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(historyLoading);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Загружаем историю изменений' }),
    ).toBeVisible();
  },
};

/** A failed load says so and offers to try again. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(historyFails);
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить историю изменений.');
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/**
 * A tool that allows it: «Вернуть», confirmed, reverts the change on the server, says so, and the
 * list shows the revert as a change of its own.
 */
export const Reverted: Story = {
  beforeEach({ msw }) {
    msw.use(...historyServer(changes, true));
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Вернуть как было до правки от 28.11.2026, 15:40',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText('Запрос: «мозаики» → «мозаика»')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    await expect(await screen.findByText('Изменение отменено')).toBeVisible();
    await expect(
      await canvas.findByText('Возврат: как было до правки от 28.11.2026, 15:40'),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Вернуть как было/ })).toHaveLength(3),
    );
  },
};
