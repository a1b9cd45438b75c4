import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminTool } from '../../adminTools';
import { AdminStartView } from '../AdminStartScreen/AdminStartView';
import { AdminToolView } from '../AdminToolScreen/AdminToolView';

import { AdminLayoutView } from './AdminLayoutView';

const meta = {
  title: 'Admin/AdminLayoutView',
  component: AdminLayoutView,
  args: {
    currentPath: '/admin/',
    staffName: 'Мария Иванова',
    role: 'editor',
    children: <AdminStartView />,
  },
} satisfies Meta<typeof AdminLayoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 12 point 1: the staff member signed in, the way back to the shop, the tools. */
export const StartPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Мария Иванова')).toBeVisible();
    await expect(canvas.getByText(/редактор/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Вернуться в магазин' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = canvas.getByRole('navigation', { name: 'Инструменты' });
    await expect(within(nav).getByRole('link', { name: 'Администрирование' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A tool's place, marked in the navigation. */
export const ToolPlace: Story = {
  args: {
    currentPath: '/admin/csv-columns/',
    children: <AdminToolView tool={adminTool('/admin/csv-columns/')} />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Инструменты' });
    await expect(within(nav).getByRole('link', { name: 'Колонки CSV' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Колонки CSV' })).toBeVisible();
  },
};

/** An account without a name: the role says who is in. */
export const AdminWithoutName: Story = {
  args: { staffName: undefined, role: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Администратор')).toBeVisible();
  },
};

/** A long name wraps instead of pushing the navigation off the screen. */
export const LongName: Story = {
  args: { staffName: 'Константинопольская-Преображенская Александра Владиславовна' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // At mobile width every tool is still one tap away, above the screen.
    const nav = canvas.getByRole('navigation', { name: 'Инструменты' });
    for (const link of within(nav).getAllByRole('link')) await expect(link).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: 'Администрирование' });
    await expect(
      nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};
