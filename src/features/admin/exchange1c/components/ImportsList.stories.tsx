import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  failedImport,
  fullImportDeactivated,
  importWithProblems,
  offersDone,
  runningImport,
} from '../testing';
import { ImportsList } from './ImportsList';

const meta = {
  title: 'Admin/Exchange1c/ImportsList',
  component: ImportsList,
  args: { imports: [runningImport, importWithProblems, offersDone, failedImport] },
} satisfies Meta<typeof ImportsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 28 point 3: the files 1C sent, newest first, one item each. */
export const Exchanges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Идёт запись')).toBeVisible();
    await expect(canvas.getAllByText('Записан')).toHaveLength(2);
    await expect(canvas.getByText('Ошибка')).toBeVisible();
    await expect(canvas.getByText(/Ничего не записано/)).toBeVisible();
  },
};

/**
 * A full upload that left goods of its groups out: how many it deactivated beside the other
 * counts, and the lines on goods in several groups and on a unit the shop does not load.
 */
export const FullImportDeactivated: Story = {
  args: { imports: [fullImportDeactivated] },
  play: async ({ canvas, userEvent }) => {
    const counts = within(canvas.getByLabelText('Итог import.xml'));
    await expect(counts.getByText('Деактивировано')).toBeVisible();
    await expect(counts.getByText('4 товара')).toBeVisible();
    await userEvent.click(canvas.getByText('Не сопоставлено: 2 замечания'));
    await expect(canvas.getByText(/^У 3 товаров в 1С больше одной группы/)).toBeVisible();
    await expect(
      canvas.getByText('Не загружается: в магазине все товары продаются поштучно'),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Before 1C's first exchange. */
export const NoExchangesYet: Story = {
  args: { imports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Обменов ещё не было')).toBeVisible();
  },
};
