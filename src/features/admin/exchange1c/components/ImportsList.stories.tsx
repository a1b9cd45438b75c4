import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failedImport, importWithProblems, offersDone, runningImport } from '../testing';
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

/** Before 1C's first exchange. */
export const NoExchangesYet: Story = {
  args: { imports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Обменов ещё не было')).toBeVisible();
  },
};
