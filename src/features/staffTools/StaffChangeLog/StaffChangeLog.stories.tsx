import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { StaffChange } from '@features/api';
import { StaffChangeLog } from './StaffChangeLog';
import { fromTo, objectOf } from './changeWords';

/** A tool's logged state in these stories: one setting, said in words by `describe`. */
interface Sort {
  sort: number;
  shown: boolean;
}
const describe = ({ before, after }: Pick<StaffChange, 'before' | 'after'>) => {
  const was = objectOf<Sort>(before);
  const is = objectOf<Sort>(after);
  const lines: string[] = [];
  if (was.sort !== is.sort) lines.push(fromTo('Сортировка', String(was.sort), String(is.sort)));
  if (was.shown !== is.shown)
    lines.push(fromTo('Показывать', was.shown ? 'да' : 'нет', is.shown ? 'да' : 'нет'));
  return lines.length > 0 ? lines : ['Без изменений'];
};

const change = (
  id: number,
  at: string,
  userName: string,
  before: Sort,
  after: Sort,
  revertOf: number | null = null,
): StaffChange => ({ id, at, userId: id, userName, subject: '12', before, after, revertOf });

const changes: StaffChange[] = [
  change(
    3,
    '2026-11-28T12:40:00Z',
    'Администратор',
    { sort: 1, shown: false },
    { sort: 1, shown: true },
  ),
  change(
    2,
    '2026-11-28T09:15:00Z',
    'Анна Редакторова',
    { sort: 3, shown: false },
    { sort: 1, shown: false },
  ),
  change(
    1,
    '2026-11-27T17:02:00Z',
    'Анна Редакторова',
    { sort: 3, shown: true },
    { sort: 3, shown: false },
  ),
];

const meta = {
  title: 'Staff tools/StaffChangeLog',
  component: StaffChangeLog,
  args: { changes, describe, emptyText: 'Настройки раздела ещё не меняли.' },
} satisfies Meta<typeof StaffChangeLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 25 point 6: who, when and before → after in words, newest first. */
export const Changes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      '28.11.2026, 15:40, Администратор',
    );
    await expect(canvas.getByText('Показывать: нет → да')).toBeVisible();
    await expect(canvas.getByText('Сортировка: 3 → 1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Вернуть/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Настройки раздела ещё не меняли.')).toBeVisible();
  },
};

/** A tool that allows it offers «Вернуть» on each change; a revert is named as one. */
export const Revertable: Story = {
  args: {
    onRevert: fn(),
    changes: [
      change(
        4,
        '2026-11-28T13:00:00Z',
        'Администратор',
        { sort: 1, shown: true },
        { sort: 1, shown: false },
        3,
      ),
      ...changes,
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('button', { name: /^Вернуть как было до правки от / }),
    ).toHaveLength(4);
    await expect(
      canvas.getByText('Возврат: как было до правки от 28.11.2026, 15:40'),
    ).toBeVisible();
  },
};

const dialog = () =>
  screen.findByRole('alertdialog', {
    name: 'Вернуть как было до правки от 28.11.2026, 12:15?',
  });

/**
 * «Вернуть» on an older change asks first: the subject changed since, so the question says what
 * the revert will change from now, overwriting the later change too.
 */
export const RevertAsksFirst: Story = {
  args: { onRevert: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Вернуть как было до правки от 28.11.2026, 12:15' }),
    );
    const asked = await dialog();
    await waitFor(() => expect(asked).toBeVisible());
    await expect(
      within(asked).getByText(
        'После этой правки изменения вносили ещё 1 раз: возврат перезапишет и их.',
      ),
    ).toBeVisible();
    await expect(within(asked).getByText('Сортировка: 1 → 3')).toBeVisible();
    await expect(within(asked).getByText('Показывать: да → нет')).toBeVisible();
    await expect(within(asked).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await expect(args.onRevert).not.toHaveBeenCalled();
  },
};

/** Confirmed, the revert runs for that change; «Отмена» would leave everything as it is. */
export const RevertConfirmed: Story = {
  args: { onRevert: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Вернуть как было до правки от 28.11.2026, 12:15' }),
    );
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Вернуть' }));
    await expect(args.onRevert).toHaveBeenCalledWith(changes[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** While a revert is under way the buttons wait. */
export const Reverting: Story = {
  args: { onRevert: fn(), reverting: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: /^Вернуть как было/ }))
      await expect(button).toBeDisabled();
  },
};
