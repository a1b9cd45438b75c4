import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminTool } from '../../adminTools';
import { AdminToolView } from './AdminToolView';

const meta = {
  title: 'Admin/AdminToolView',
  component: AdminToolView,
  args: { tool: adminTool('/admin/filter/') },
} satisfies Meta<typeof AdminToolView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 12 point 1: a tool's place says plainly that the tool is not built yet. */
export const NotBuiltYet: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Настройка фильтра' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Раздел ещё не готов' })).toBeVisible();
  },
};

export const SearchTransitions: Story = {
  args: { tool: adminTool('/admin/search-transitions/') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Прямые переходы поиска' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
